import { describe, expect, test } from 'vitest'
import { financeSiteId, germanCasinoSiteId } from '../../app.config.ts'
import { createTestQueryClient } from '../../tests/support/render-to-html.tsx'
import { listedCasinosQuery } from '../blocks/casino-list/listed-casinos-query.ts'
import type { Page } from '../contracts/content/schemas.ts'
import { websiteById } from '../site/website.ts'
import {
  article,
  breadcrumbList,
  casinoReview,
  frontPagePath,
  jsonLdText,
  pageStructuredData,
} from './structured-data.ts'

const german = websiteById(germanCasinoSiteId)
const finance = websiteById(financeSiteId)
const meta = { title: 'Casino Boni 2026 | CasinoKompass', description: 'd', noFollow: false, noIndex: false }
const hero = { blockType: 'hero', heading: 'Casino Boni', intro: 'Alle Boni.' }
const list = { blockType: 'casinoList', heading: 'Die besten Boni', filter: {}, sort: 'rank' }
const pageWith = (path: string, blocks: Page['blocks']): Page => ({ path, meta, updatedAt: '2026-11-26', blocks })

const graphOf = (page: Page, path: string, seed?: (client: ReturnType<typeof createTestQueryClient>) => void) => {
  const queryClient = createTestQueryClient()
  seed?.(queryClient)
  return [...pageStructuredData({ website: german, locale: 'de-DE', path, page, queryClient })['@graph']] as Record<
    string,
    unknown
  >[]
}
const typesOf = (graph: Record<string, unknown>[]) => graph.map((item) => item['@type'])

describe("a page's structured data", () => {
  test('the front page: the site as Organization and WebSite, no breadcrumb', () => {
    const graph = graphOf(pageWith('/', [hero]), '/')
    expect(typesOf(graph)).toEqual(['Organization', 'WebSite'])
    expect(graph[0]).toMatchObject({ name: 'CasinoKompass', url: 'https://www.casinokompass.de/' })
    expect(graph[1]).toMatchObject({
      inLanguage: 'de-DE',
      publisher: { '@id': 'https://www.casinokompass.de/#organization' },
    })
  })

  test("a ranked list: breadcrumb named by the page's heading, the casinos in their order, no ratings", () => {
    const page = pageWith('/casino-boni/', [hero, list])
    const graph = graphOf(page, '/casino-boni/', (client) =>
      client.setQueryData(
        listedCasinosQuery(german, 'de-DE', { filter: {}, sort: 'rank', limit: undefined }).queryKey,
        // Only the name is read; the rest of a listed casino stays out of the structured data.
        [
          { name: 'Nordlicht Casino', rating: 4.8 },
          { name: 'HanseSlots', rating: 4.1 },
        ] as never,
      ),
    )
    expect(typesOf(graph)).toEqual(['Organization', 'WebSite', 'BreadcrumbList', 'ItemList'])
    expect(graph[2]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'CasinoKompass' },
        { position: 2, name: 'Casino Boni', item: 'https://www.casinokompass.de/casino-boni/' },
      ],
    })
    expect(graph[3]).toEqual({
      '@type': 'ItemList',
      name: 'Die besten Boni',
      numberOfItems: 2,
      itemListOrder: 'https://schema.org/ItemListOrderAscending',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Nordlicht Casino' },
        { '@type': 'ListItem', position: 2, name: 'HanseSlots' },
      ],
    })
    expect(JSON.stringify(graph)).not.toContain('rating')
  })

  test('a list nobody loaded, or an empty one, is no ItemList; a page without hero is named by its title', () => {
    const graph = graphOf(pageWith('/casino-boni/', [list]), '/casino-boni/')
    expect(typesOf(graph)).toEqual(['Organization', 'WebSite', 'BreadcrumbList'])
    expect(JSON.stringify(graph[2])).toContain(meta.title)
  })

  test("a country's front page is its own breadcrumb root", () => {
    expect(frontPagePath(finance, 'nb-NO')).toBe('/no/')
    expect(frontPagePath(finance, 'de-DE')).toBe('/')
    expect(breadcrumbList(finance, 'nb-NO', '/no/', 'Forside')).toBeUndefined()
    expect(breadcrumbList(finance, 'nb-NO', '/no/forbrukslan/', 'Forbrukslån')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'FinanzKompass', item: 'https://www.finanzkompass.example/no/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Forbrukslån',
        item: 'https://www.finanzkompass.example/no/forbrukslan/',
      },
    ])
  })

  test("a post's page: an Article with its author as a Person at their page, dates, image and publisher", () => {
    const post = {
      title: 'Die GGL-Whitelist erklärt',
      excerpt: 'Welche Casinos legal sind.',
      publishedAt: '2026-10-01',
      updatedAt: '2026-11-02',
      image: '/images/posts/whitelist.webp',
    }
    const byline = { author: { name: 'Jana Becker' }, path: '/autoren/jana-becker/' }
    expect(article(german, '/ratgeber/ggl-whitelist/', post, byline)).toEqual({
      '@type': 'Article',
      headline: 'Die GGL-Whitelist erklärt',
      description: 'Welche Casinos legal sind.',
      mainEntityOfPage: 'https://www.casinokompass.de/ratgeber/ggl-whitelist/',
      datePublished: '2026-10-01',
      dateModified: '2026-11-02',
      image: ['https://www.casinokompass.de/images/posts/whitelist.webp'],
      author: [{ '@type': 'Person', name: 'Jana Becker', url: 'https://www.casinokompass.de/autoren/jana-becker/' }],
      publisher: { '@id': 'https://www.casinokompass.de/#organization' },
    })
    // No image, no author the CMS knows: neither is claimed.
    const bare = article(german, '/ratgeber/x/', { ...post, image: undefined }, undefined) as unknown as Record<
      string,
      unknown
    >
    expect(bare.image).toBeUndefined()
    expect(bare.author).toBeUndefined()
  })

  test("a casino's review: the casino reviewed as an Organization, the rating out of 5 the page shows, its author", () => {
    const casino = {
      name: 'Nordlicht Casino',
      logo: '/images/casinos/nordlicht.svg',
      rating: 4.6,
      review: { verdict: 'Solide.', authorId: 'jana-becker', reviewedAt: '2026-11-20' },
    }
    const review = casinoReview(german, '/casinos/nordlicht-casino/', casino, {
      author: { name: 'Jana Becker' },
      path: undefined,
    })
    expect(review).toMatchObject({
      '@type': 'Review',
      itemReviewed: { '@type': 'Organization', name: 'Nordlicht Casino' },
      reviewRating: { '@type': 'Rating', ratingValue: 4.6, bestRating: 5, worstRating: 0 },
      reviewBody: 'Solide.',
      datePublished: '2026-11-20',
      author: { '@type': 'Person', name: 'Jana Becker' },
    })
    expect(JSON.stringify(review)).not.toContain('aggregateRating')
  })

  test("what an entry's page is about joins the page's graph", () => {
    const queryClient = createTestQueryClient()
    const post = { title: 'x', excerpt: 'y', publishedAt: '2026-10-01', updatedAt: '2026-10-01', image: undefined }
    const entry = [{ type: 'Article', path: '/casinos/x/', post, byline: undefined } as const]
    const graph = pageStructuredData({
      website: german,
      locale: 'de-DE',
      path: '/casinos/x/',
      page: pageWith('/casinos/x/', []),
      queryClient,
      entry,
    })['@graph'] as unknown as Record<string, unknown>[]
    expect(typesOf(graph)).toEqual(['Organization', 'WebSite', 'BreadcrumbList', 'Article'])
  })

  test('as script text, no content can end the element early', () => {
    const text = jsonLdText({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Thing', name: '</script><b>' }],
    })
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)['@graph'][0].name).toBe('</script><b>')
  })
})

// Every kind of page's structured data, from the production server's HTML, through a structured
// data validator (Google's rich-result rules and the schema.org vocabulary): no error and no
// warning, the site's Organization and WebSite everywhere, breadcrumbs below the front page, the
// ranked list as an ItemList, a post as an Article and a casino's review as a Review with their
// authors; no aggregate rating anywhere, and a rating only in a review.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { financeSiteId } from '../../app.config.ts'
import { type SiteProcess, startSite } from '../support/site-process.ts'
import { jsonLdTypes, structuredDataIssues } from '../support/structured-data.ts'

let german: SiteProcess
let finance: SiteProcess

beforeAll(async () => {
  ;[german, finance] = await Promise.all([startSite({}), startSite({ SITE_ID: String(financeSiteId) })])
}, 60_000)

afterAll(() => {
  german?.stop()
  finance?.stop()
})

const pageKinds = [
  { site: () => german, kind: 'front page', path: '/', types: ['FAQPage', 'ItemList', 'Organization', 'WebSite'] },
  {
    site: () => german,
    kind: 'list',
    path: '/online-casinos-mit-paypal/',
    types: ['BreadcrumbList', 'ItemList', 'Organization', 'WebSite'],
  },
  {
    site: () => german,
    kind: 'legal notice',
    path: '/impressum/',
    types: ['BreadcrumbList', 'Organization', 'WebSite'],
  },
  {
    site: () => german,
    kind: 'cookie policy',
    path: '/cookie-richtlinie/',
    types: ['BreadcrumbList', 'Organization', 'WebSite'],
  },
  {
    site: () => german,
    kind: 'privacy policy',
    path: '/privacy-policy/',
    types: ['BreadcrumbList', 'Organization', 'WebSite'],
  },
  {
    site: () => german,
    kind: 'article',
    path: '/ratgeber/ggl-whitelist/',
    types: ['Article', 'BreadcrumbList', 'Organization', 'WebSite'],
  },
  {
    site: () => german,
    kind: 'casino review',
    path: '/casinos/nordlicht-casino/',
    types: ['BreadcrumbList', 'Organization', 'Review', 'WebSite'],
  },
  {
    site: () => german,
    kind: 'directory',
    path: '/spielehersteller/netent/',
    types: ['BreadcrumbList', 'Organization', 'WebSite'],
  },
  {
    site: () => finance,
    kind: 'finance list in another country',
    path: '/no/forbrukslan/',
    types: ['BreadcrumbList', 'Organization', 'WebSite'],
  },
  { site: () => finance, kind: 'finance front page of a country', path: '/no/', types: ['Organization', 'WebSite'] },
]

describe.each(pageKinds)('the $kind ($path)', ({ site, path, types }) => {
  test('passes the validator with no error or warning, with the types it should have', async () => {
    const response = await fetch(`${site().url}${path}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(await structuredDataIssues(html)).toEqual([])
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(types))
    // No aggregate ratings (the site gathers none from users), and no rating outside an editors' review.
    expect(html).not.toMatch(/"aggregateRating"/)
    if (!types.includes('Review')) expect(html).not.toMatch(/"reviewRating"/)
  })
})

/** The page's JSON-LD graph, as the head carries it. */
const graphOf = async (path: string) => {
  const html = await (await fetch(`${german.url}${path}`)).text()
  const json = /<script type="application\/ld\+json"[^>]*>(\{"@context[^<]*"@graph"[^<]*)<\/script>/.exec(html)?.[1]
  return (JSON.parse(json ?? '{}')['@graph'] ?? []) as Record<string, unknown>[]
}
const ofType = (graph: Record<string, unknown>[], type: string) => graph.find((item) => item['@type'] === type)

test("an article names its author as a Person at the author's page, its dates and the site as publisher", async () => {
  expect(ofType(await graphOf('/ratgeber/ggl-whitelist/'), 'Article')).toMatchObject({
    headline: 'Die GGL-Whitelist: So prüfen Sie, ob ein Casino legal ist',
    datePublished: '2026-10-21',
    dateModified: '2026-11-18',
    author: [{ '@type': 'Person', url: 'https://www.casinokompass.de/autoren/sabine-krueger/' }],
    publisher: { '@id': 'https://www.casinokompass.de/#organization' },
  })
})

test("a casino's review rates the casino as its page does, by its author, on the casino's own page only", async () => {
  const review = ofType(await graphOf('/casinos/nordlicht-casino/'), 'Review')
  expect(review).toMatchObject({
    itemReviewed: { '@type': 'Organization', name: 'Nordlicht Casino' },
    reviewRating: { '@type': 'Rating', bestRating: 5, worstRating: 0 },
    author: { '@type': 'Person' },
  })
  expect(ofType(await graphOf('/online-casinos-mit-paypal/'), 'Review')).toBeUndefined()
})

test('the breadcrumbs lead from the front page to the page, at their canonical URLs', async () => {
  const html = await (await fetch(`${german.url}/impressum/`)).text()
  const graph = JSON.parse(
    /<script type="application\/ld\+json"[^>]*>(\{"@context[^<]*"@graph"[^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
  )
  const breadcrumb = graph['@graph'].find((item: { '@type': string }) => item['@type'] === 'BreadcrumbList')
  expect(breadcrumb.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'CasinoKompass', item: 'https://www.casinokompass.de/' },
    { '@type': 'ListItem', position: 2, name: 'Impressum', item: 'https://www.casinokompass.de/impressum/' },
  ])
})

test('the validator finds what it must: a breadcrumb entry without its position, an unknown type, a review without author or out of its range, an article author without a name', async () => {
  const page = (data: object) =>
    `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head></html>`
  const issues = await structuredDataIssues(
    page({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'BreadcrumbList',
          itemListElement: [{ '@type': 'ListItem', name: 'Start', item: 'https://example.com/' }],
        },
        { '@type': 'CasinoRanking', name: 'x' },
        {
          '@type': 'Review',
          itemReviewed: { '@type': 'Organization', name: 'Nordlicht Casino' },
          reviewRating: { '@type': 'Rating', ratingValue: 7, bestRating: 5 },
        },
        { '@type': 'Article', headline: 'x', author: { '@type': 'Person' } },
      ],
    }),
  )
  expect(issues).toEqual(
    expect.arrayContaining([
      'ERROR Review: Required attribute "author" is missing',
      'ERROR Review: Rating is outside the specified or default range',
      'ERROR Article: Required attribute "name" is missing',
    ]),
  )
  expect(issues.some((issue) => issue.startsWith('ERROR') && issue.includes('position'))).toBe(true)
  expect(issues.some((issue) => issue.startsWith('ERROR') && issue.includes('CasinoRanking'))).toBe(true)
})

// Every kind of page's structured data, from the production server's HTML, through a structured
// data validator (Google's rich-result rules and the schema.org vocabulary): no error and no
// warning, the site's Organization and WebSite everywhere, breadcrumbs below the front page, the
// ranked list as an ItemList, and no rating of a listed casino anywhere.
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
    // No ratings of what the site lists: Google treats them as self-serving reviews.
    expect(html).not.toMatch(/"(aggregateRating|reviewRating)"/)
  })
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

test('the validator finds what it must: a breadcrumb entry without its position, an unknown type', async () => {
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
      ],
    }),
  )
  expect(issues.some((issue) => issue.startsWith('ERROR') && issue.includes('position'))).toBe(true)
  expect(issues.some((issue) => issue.startsWith('ERROR') && issue.includes('CasinoRanking'))).toBe(true)
})

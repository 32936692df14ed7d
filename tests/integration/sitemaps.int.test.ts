// The sitemaps as a crawler reads them, from the production server: valid against the sitemaps.org
// schema, every URL answering 200 with itself as canonical, no page that asks not to be indexed,
// country versions linked, and a publish in the CMS listed without a restart. robots.txt names the
// sitemap and keeps crawlers off click-outs, APIs and previews.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { validateXML } from 'xmllint-wasm'
import { readsQuery } from '../../app/contracts/page-types.ts'
import { websiteById } from '../../app/site/website.ts'
import { appConfig, financeSiteId, germanCasinoSiteId } from '../../app.config.ts'
import { revalidate, testRevalidateSecret } from '../support/revalidation.ts'
import { type SiteProcess, startCms, startSite } from '../support/site-process.ts'

const fixtures = new URL('../fixtures/sitemaps/', import.meta.url)
const schemaFile = (name: string) => ({ fileName: name, contents: readFileSync(new URL(name, fixtures), 'utf8') })
// The sitemaps.org schema as the sitemap package ships it (its exports do not name the file).
const sitemapsOrgSchema = {
  fileName: 'sitemap.xsd',
  contents: readFileSync(
    join(dirname(createRequire(import.meta.url).resolve('sitemap/package.json')), 'schema', 'sitemap.xsd'),
    'utf8',
  ),
}

async function expectValid(xml: string, schema: 'urlset.xsd' | 'siteindex.xsd') {
  const result = await validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema: schemaFile(schema),
    preload: [sitemapsOrgSchema, schemaFile('xhtml-link.xsd')],
  })
  expect(result.errors).toEqual([])
  expect(result.valid).toBe(true)
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]

/** A sitemap URL of the site's own domain, as the test server serves it. */
const onServer = (site: SiteProcess, loc: string) => {
  const url = new URL(loc)
  return `${site.url}${url.pathname}${url.search}`
}

async function expectEveryUrlServesItself(site: SiteProcess, urls: readonly string[]) {
  for (const loc of urls) {
    const response = await fetch(onServer(site, loc))
    expect(response.status, loc).toBe(200)
    expect(canonicalOf(await response.text()), loc).toBe(loc)
  }
}

let cms: Awaited<ReturnType<typeof startCms>>
let german: SiteProcess
let finance: SiteProcess

beforeAll(async () => {
  cms = await startCms()
  german = await startSite({ CONTENT_API_URL: cms.url, REVALIDATE_SECRET: testRevalidateSecret })
  finance = await startSite({ SITE_ID: String(financeSiteId) })
}, 60_000)

afterAll(async () => {
  german?.stop()
  finance?.stop()
  await cms?.close()
})

describe('the German site (one locale): one urlset', () => {
  const website = websiteById(germanCasinoSiteId)

  test('valid, every page of the route table and every entry page, each its own canonical answering 200', async () => {
    const response = await fetch(`${german.url}/sitemap.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    await expectValid(xml, 'urlset.xsd')
    const urls = locs(xml)
    // The route table's pages first, then the pages of content entries (posts, authors, ...); not the
    // pages a visitor's choice makes (the comparison: noindex).
    const indexed = website.routes.filter(({ meta }) => !readsQuery(meta.pageType))
    expect(urls.slice(0, indexed.length)).toEqual(indexed.map((route) => new URL(route.path, website.url).href))
    expect(urls).toContain(new URL('/ratgeber/ggl-whitelist/', website.url).href)
    expect(urls).toContain(new URL('/autoren/sabine-krueger/', website.url).href)
    // The scoring method is a page to find; the comparison is not.
    expect(urls).toContain(new URL('/bewertungsmethode/', website.url).href)
    expect(urls).not.toContain(new URL('/casino-vergleich/', website.url).href)
    // The legal pages are pages of the route table like any other.
    for (const path of ['/impressum/', '/cookie-richtlinie/']) expect(urls).toContain(new URL(path, website.url).href)
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
    await expectEveryUrlServesItself(german, urls)
  }, 60_000)

  test('a page published as noIndex leaves it at once, without a restart; published indexable, it is back', async () => {
    const privacy = new URL('/privacy-policy/', website.url).href
    const publishPrivacy = async (noIndex: boolean) => {
      cms.edit((url, data) =>
        url.pathname.endsWith('/content/pages') && url.searchParams.get('path') === '/privacy-policy/'
          ? { ...(data as object), meta: { ...(data as { meta: object }).meta, noIndex } }
          : data,
      )
      expect((await revalidate(german.url, { collection: 'pages', paths: ['/privacy-policy/'] })).status).toBe(204)
      return locs(await (await fetch(`${german.url}/sitemap.xml`)).text())
    }
    expect(await publishPrivacy(true)).not.toContain(privacy)
    expect(await publishPrivacy(false)).toContain(privacy)
  })

  test('robots.txt names the sitemap and keeps crawlers off click-outs, APIs and previews', async () => {
    const robots = await (await fetch(`${german.url}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', website.url).href}`)
    for (const rule of ['Disallow: /go/', 'Disallow: /api/', 'Disallow: /*?preview=']) expect(robots).toContain(rule)
  })
})

describe('the finance site (four locales): an index of one urlset per locale', () => {
  const website = websiteById(financeSiteId)

  test('the index and each urlset are valid; every URL serves itself; each page links its country versions', async () => {
    const index = await (await fetch(`${finance.url}/sitemap.xml`)).text()
    await expectValid(index, 'siteindex.xsd')
    const sitemaps = locs(index)
    const locales = appConfig.countries.filter((country) => website.countryIds.includes(country.id))
    expect(sitemaps).toHaveLength(locales.length)
    const listed = new Set<string>()
    for (const sitemap of sitemaps) {
      const xml = await (await fetch(onServer(finance, sitemap))).text()
      await expectValid(xml, 'urlset.xsd')
      expect(xml).toContain('hreflang="x-default"')
      await expectEveryUrlServesItself(finance, locs(xml))
      for (const url of locs(xml)) listed.add(new URL(url).pathname)
    }
    // Each locale's scoring method is listed; its comparison, which a visitor's choice makes, is not (noindex).
    for (const route of website.routes.filter(({ meta }) => ['ScoringMethod', 'Compare'].includes(meta.pageType)))
      expect(listed.has(route.path), route.path).toBe(route.meta.pageType === 'ScoringMethod')
    expect((await fetch(`${finance.url}/sitemaps/fr-FR.xml`)).status).toBe(404)
  }, 120_000)
})

// The site's sitemaps (sitemaps.org protocol): every public page of the route table whose content
// exists and may be indexed, at its absolute canonical URL (where the CMS moved it, if it did), with the content's update date and the
// hreflang alternates of its other country versions (the same links the page's head carries). Read
// from the content source at request time, through the site's cache that a publish purges, so a
// published page is listed at once, without a restart. A site with one locale answers one urlset at
// /sitemap.xml; a site with several answers an index there, naming one urlset per locale
// (/sitemaps/<locale>.xml).
import type { Locale, Website } from '../../../app.config.ts'
import { pageSchema } from '../../contracts/content/schemas.ts'
import { hreflangLinks } from '../../routing/country-versions.ts'
import { countriesOf } from '../../site/website.ts'
import type { ContentSource } from '../content/content-source.server.ts'
import { movedPages } from '../content/moved-pages.server.ts'
import { entrySitemapEntries } from './entry-sitemap.server.ts'

export type SitemapEntry = {
  loc: string
  /** Left out for an entry whose content has no date (a game provider, say). */
  lastmod: string | undefined
  alternates: readonly { hrefLang: string; href: string }[]
}

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>'
const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml'

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] ?? '',
  )

/** The locales a site has sitemaps for: one per country it serves. */
export const sitemapLocales = (website: Website): Locale[] => countriesOf(website).map((country) => country.locale)

/** The indexable pages of one locale, in route-table order, then the pages of content entries. */
export async function sitemapEntries(website: Website, locale: Locale, source: ContentSource): Promise<SitemapEntry[]> {
  const routes = website.routes.filter((route) => route.meta.locale === locale)
  const moved = new Map((await movedPages(website, locale, source)).map(({ route, path }) => [route.name, path]))
  const entries = await Promise.all(
    routes.map(async (route): Promise<SitemapEntry | undefined> => {
      // Where the site serves the route's page: at its path, else where the CMS moved it.
      const movedTo = moved.get(route.name)
      const path =
        movedTo !== undefined && !(await source.read({ kind: 'page', path: route.path, locale })) ? movedTo : route.path
      const body = await source.read({ kind: 'page', path, locale })
      if (!body) return undefined
      const page = pageSchema.safeParse(JSON.parse(body.json))
      if (!page.success || page.data.meta.noIndex) return undefined
      return {
        loc: new URL(path, website.url).href,
        lastmod: page.data.updatedAt,
        alternates: hreflangLinks(website, route.name),
      }
    }),
  )
  const pages = entries.filter((entry): entry is SitemapEntry => entry !== undefined)
  return [...pages, ...(await entrySitemapEntries(website, locale, source))]
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastmod, alternates }) =>
    [
      '<url>',
      `<loc>${escapeXml(loc)}</loc>`,
      lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '',
      ...alternates.map(
        ({ hrefLang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(hrefLang)}" href="${escapeXml(href)}"/>`,
      ),
      '</url>',
    ].join(''),
  )
  return `${xmlHeader}\n<urlset xmlns="${sitemapNamespace}" xmlns:xhtml="${xhtmlNamespace}">\n${urls.join('\n')}\n</urlset>\n`
}

export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod: string | undefined }[]): string {
  const items = sitemaps.map(
    ({ loc, lastmod }) =>
      `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</sitemap>`,
  )
  return `${xmlHeader}\n<sitemapindex xmlns="${sitemapNamespace}">\n${items.join('\n')}\n</sitemapindex>\n`
}

/** Where a locale's urlset is, on a site with several. */
export const localeSitemapPath = (locale: Locale) => `/sitemaps/${locale}.xml`

const latest = (entries: readonly SitemapEntry[]) =>
  entries.reduce<string | undefined>(
    (newest, { lastmod }) => (lastmod && (!newest || lastmod > newest) ? lastmod : newest),
    undefined,
  )

const xmlResponse = (xml: string) =>
  new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      // Short: a publish must reach crawlers soon, and a CDN may share it meanwhile.
      'cache-control': 'public, max-age=60',
    },
  })

/** GET /sitemap.xml: the urlset of a one-locale site, the index of a site with several. */
export async function answerSitemap(website: Website, source: ContentSource): Promise<Response> {
  const locales = sitemapLocales(website)
  const [only] = locales
  if (locales.length === 1 && only) return xmlResponse(urlsetXml(await sitemapEntries(website, only, source)))
  const sitemaps = await Promise.all(
    locales.map(async (locale) => ({
      loc: new URL(localeSitemapPath(locale), website.url).href,
      lastmod: latest(await sitemapEntries(website, locale, source)),
    })),
  )
  return xmlResponse(sitemapIndexXml(sitemaps))
}

/** GET /sitemaps/<locale>.xml: one locale's urlset; 404 for a locale the site does not serve. */
export async function answerLocaleSitemap(website: Website, file: string, source: ContentSource): Promise<Response> {
  const locale = sitemapLocales(website).find((candidate) => `${candidate}.xml` === file)
  if (!locale || sitemapLocales(website).length === 1)
    return new Response('No such sitemap', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return xmlResponse(urlsetXml(await sitemapEntries(website, locale, source)))
}

/** GET /robots.txt: the site's own, naming its sitemap and keeping crawlers off click-outs, APIs and previews. */
export function answerRobots(website: Website): Response {
  const text = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /go/',
    'Disallow: /*?preview=',
    'Disallow: /*&preview=',
    '',
    `Sitemap: ${new URL('/sitemap.xml', website.url).href}`,
    '',
  ].join('\n')
  return new Response(text, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}

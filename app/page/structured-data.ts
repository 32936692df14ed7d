// The page's structured data for search engines (schema.org JSON-LD in the <head>), typed with
// schema-dts and built from the site's configuration and the page's content: the site's
// Organization and WebSite on every page, a BreadcrumbList below a country's front page, and an
// ItemList for each ranked casino list. Only what Google's guidelines allow for such a site: no
// ratings of the listed casinos (self-serving reviews), nothing the page does not show.
// docs/decisions/030-structured-data-and-legal-pages.md says why.
import type { QueryClient } from '@tanstack/react-query'
import type { BreadcrumbList, Graph, ItemList, Organization, Thing, WebSite } from 'schema-dts'
import type { Locale, Website } from '../../app.config.ts'
import { type ListedCasino, listedCasinosQuery } from '../blocks/casino-list/listed-casinos-query.ts'
import { parseBlock } from '../blocks/parse-blocks.ts'
import type { Page } from '../contracts/content/schemas.ts'
import { countriesOf } from '../site/website.ts'

/** Absolute URL of a site path. */
const urlOf = (website: Website, path: string) => new URL(path, website.url).href
const organizationId = (website: Website) => `${urlOf(website, '/')}#organization`
const websiteId = (website: Website) => `${urlOf(website, '/')}#website`

export function organization(website: Website): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId(website),
    name: website.displayName,
    url: urlOf(website, '/'),
    logo: urlOf(website, '/favicon.svg'),
  }
}

export function webSite(website: Website, locale: Locale): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId(website),
    name: website.displayName,
    url: urlOf(website, '/'),
    inLanguage: locale,
    publisher: { '@id': organizationId(website) },
  }
}

/** The path of a country's front page: its prefix, or / for the country without one. */
export function frontPagePath(website: Website, locale: Locale): string {
  const prefix = countriesOf(website).find((country) => country.locale === locale)?.pathPrefix
  return prefix ? `/${prefix}/` : '/'
}

/** Front page > this page; none on the front page itself. */
export function breadcrumbList(
  website: Website,
  locale: Locale,
  path: string,
  name: string,
): BreadcrumbList | undefined {
  const home = frontPagePath(website, locale)
  if (path === home) return undefined
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: website.displayName, item: urlOf(website, home) },
      { '@type': 'ListItem', position: 2, name, item: urlOf(website, path) },
    ],
  }
}

/** A ranked list as the page shows it: its casinos in their order, named. */
export function rankedList(name: string, casinos: readonly Pick<ListedCasino, 'name'>[]): ItemList {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: casinos.length,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    itemListElement: casinos.map((casino, index) => ({ '@type': 'ListItem', position: index + 1, name: casino.name })),
  }
}

/** What a page is called in a breadcrumb: its one heading (the hero's), else its title. */
function pageName(page: Pick<Page, 'blocks' | 'meta'>): string {
  for (const envelope of page.blocks) {
    const parsed = parseBlock(envelope)
    if (parsed.ok && parsed.block.blockType === 'hero') return parsed.block.heading
  }
  return page.meta.title
}

/**
 * Everything a page says about itself, as one JSON-LD graph. Reads the casino lists from the
 * query cache, so call it after the page's blocks have loaded (the page loader does).
 */
export function pageStructuredData({
  website,
  locale,
  path,
  page,
  queryClient,
}: {
  website: Website
  locale: Locale
  path: string
  page: Pick<Page, 'blocks' | 'meta'>
  queryClient: QueryClient
}): Graph {
  const name = pageName(page)
  const lists = page.blocks.flatMap((envelope): Thing[] => {
    const parsed = parseBlock(envelope)
    if (!parsed.ok || parsed.block.blockType !== 'casinoList') return []
    const casinos = queryClient.getQueryData(listedCasinosQuery(website, locale, parsed.block).queryKey)
    return casinos && casinos.length > 0 ? [rankedList(parsed.block.heading ?? name, casinos)] : []
  })
  const breadcrumb = breadcrumbList(website, locale, path, name)
  return {
    '@context': 'https://schema.org',
    '@graph': [organization(website), webSite(website, locale), ...(breadcrumb ? [breadcrumb] : []), ...lists],
  }
}

/** JSON-LD as the text of a <script> element: "</script>" inside it would end the element early. */
export function jsonLdText(data: Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

// What a publish drops from the site's caches (docs/decisions/018-revalidation-and-live-preview.md):
// - a page: its paths' pages and their content answers; a publish of pages naming no path drops
//   every page of the locale and its page answers;
// - anything else (a casino, a payment provider, a menu, the components, ...): every answer of that
//   collection in the locale, and every page of the locale. Not only the pages whose blocks name the
//   entry: list pages show the site's products through their page type, every page shows the menus
//   and consent texts, and the site keeps no index of which page shows which entry (with an external
//   CMS it never holds all pages at once). Re-rendering a locale's pages costs milliseconds each, once.
// Cookie categories are kept once, in English, and shown on every page: they drop every locale's pages.
import type { Website } from '../../../app.config.ts'
import { countriesOf } from '../../site/website.ts'
import { isLocaleBoundListCollection, type ListCollection, listCollections } from '../content/collections.server.ts'
import type { Purge } from '../purge-bus.server.ts'
import type { RevalidateBody } from './revalidate-body.server.ts'

/** The route paths of the site's pages in these locales. */
const pagePaths = (website: Website, locales: readonly string[]) =>
  website.routes.filter((route) => locales.includes(route.meta.locale)).map((route) => route.path)

const isListCollection = (collection: string): collection is ListCollection =>
  (listCollections as readonly string[]).includes(collection)

/** Whether a collection's entries are kept per locale (all but the cookie categories). */
export const isLocaleBound = (collection: RevalidateBody['collection']): boolean =>
  !isListCollection(collection) || isLocaleBoundListCollection(collection)

/** Whether a publish drops pages of whole locales (a page names its own paths). */
export const purgesLocalePages = (body: RevalidateBody): boolean => !(body.collection === 'pages' && body.paths?.length)

/** The locales whose pages a publish drops. */
export const purgedLocales = (website: Website, body: RevalidateBody): string[] =>
  isLocaleBound(body.collection) ? [body.locale] : countriesOf(website).map((country) => country.locale)

/**
 * pagesBeyondRoutes: the pages the route table does not name in the purged locales: those of content
 * entries (posts, casinos, ...), which show entries of many collections as the list pages do, and
 * those the CMS moved away from their route's path; any publish of the locale drops them too.
 */
export function purgeForPublish(
  website: Website,
  body: RevalidateBody,
  pagesBeyondRoutes: readonly string[] = [],
): Purge {
  const { collection, locale } = body
  if (!purgesLocalePages(body)) return { paths: body.paths }
  return {
    paths: [
      ...new Set([...(body.paths ?? []), ...pagePaths(website, purgedLocales(website, body)), ...pagesBeyondRoutes]),
    ],
    content: [{ collection, locale }],
  }
}

// Where the route table's pages are now. The route table names the site's pages, their kinds and
// the paths they start at; an editor may move a page in the CMS, which then keeps a redirect from
// its old path (the site's redirects). A route's page lives at the end of the redirects that lead
// from its path, and is served there with the route's kind, name and country versions
// (docs/decisions/037-pages-moved-in-the-cms.md). Pure, so the page route, the page cache, the
// sitemap and the purge of a publish all read the same answer from the same redirects.
import type { Locale, RouteRecord, Website } from '../../app.config.ts'
import type { Redirect } from '../contracts/content/redirect-schema.ts'
import { redirectTarget } from './redirect-target.ts'

type Redirects = readonly Pick<Redirect, 'from' | 'to'>[]

/** The locale's routes whose redirects lead elsewhere, each with the path its page is at now. */
export function movedRoutes(
  website: Website,
  locale: Locale,
  redirects: Redirects,
): { route: RouteRecord; path: string }[] {
  // A path of the route table is that route's, whatever a redirect says: a page moved onto it is not served there.
  const routePaths = new Set(website.routes.filter((route) => route.meta.locale === locale).map((route) => route.path))
  return website.routes.flatMap((route) => {
    if (route.meta.locale !== locale) return []
    const path = redirectTarget(redirects, route.path)
    return path === undefined || routePaths.has(path) ? [] : [{ route, path }]
  })
}

/** The route whose page was moved to this path, with the path as its own; undefined when none was. */
export function routeMovedTo(
  website: Website,
  locale: Locale,
  redirects: Redirects,
  pathname: string,
): RouteRecord | undefined {
  const moved = movedRoutes(website, locale, redirects).find(({ path }) => path === pathname)
  return moved && { ...moved.route, path: moved.path }
}

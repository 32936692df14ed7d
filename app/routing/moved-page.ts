// A path the route table does not name: the page of a route the CMS moved there (moved-routes.ts),
// else a 301 to where the site's redirects lead (a page the CMS moved away), keeping the query
// string. Read through the content source and its cache like every collection, so a published
// redirect applies at once. Loaded only for such a path (the page route imports it when the route
// table has no page there, or the CMS none at a route's path), so no other page's first load carries it.
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { Locale, RouteRecord, Website } from '../../app.config.ts'
import { contentStaleTime, getContent } from '../api/content/client.ts'
import { redirectsSchema } from '../contracts/content/redirect-schema.ts'
import { routeMovedTo } from './moved-routes.ts'
import { redirectTarget } from './redirect-target.ts'

/** The site's redirects of a locale; never handed to the browser with a page. */
export const redirectsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'redirects', locale],
    queryFn: () => getContent('redirects', redirectsSchema, { kind: 'list', collection: 'redirects', locale }),
    staleTime: contentStaleTime,
    meta: { dehydrate: false },
  })

/** No redirects to read (an outage, a CMS without them) is no redirect. */
const redirectsOf = (queryClient: QueryClient, locale: Locale) =>
  queryClient.ensureQueryData(redirectsQuery(locale)).catch(() => [])

/** The route whose page the CMS moved to path, with path as its own; undefined when none was. */
export async function movedRouteAt(
  queryClient: QueryClient,
  website: Website,
  locale: Locale,
  path: string,
): Promise<RouteRecord | undefined> {
  return routeMovedTo(website, locale, await redirectsOf(queryClient, locale), path)
}

/** Throws the 301 when the site's redirects lead somewhere from path; returns when they do not. */
export async function redirectIfMoved(queryClient: QueryClient, locale: Locale, path: string, searchStr: string) {
  const target = redirectTarget(await redirectsOf(queryClient, locale), path)
  // A redirect by href, as TanStack documents it; its types ask for a route's `to` besides.
  const options = { href: `${target}${searchStr}`, statusCode: 301 } as Parameters<typeof redirect>[0]
  if (target !== undefined) throw redirect(options)
}

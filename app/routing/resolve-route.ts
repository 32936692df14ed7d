// Finds the route record for a request path (SPEC section 2): exact canonical paths only, no
// redirects, no aliases. Pure, so the page route, the server and tests all share it.
import type { Country, RouteRecord, Website } from '../../app.config.ts'
import { errorMessages } from '../contracts/error-messages.ts'

type RouteResolution =
  | { kind: 'page'; route: RouteRecord }
  /** Unmatched path, or the route's validate rule refused the request; message is the spec's. */
  | { kind: 'not-found'; message: string }

export function resolveRoute(
  website: Website,
  country: Country,
  pathname: string,
  search: Record<string, unknown> = {},
): RouteResolution {
  const route = website.routes.find(
    (candidate) => candidate.path === pathname && candidate.meta.locale === country.locale,
  )
  if (!route) return { kind: 'not-found', message: errorMessages.pageNotFound }
  if (route.validate && !route.validate({ path: pathname, search }))
    return { kind: 'not-found', message: errorMessages.pageNotFoundAt(pathname) }
  return { kind: 'page', route }
}

/** Page paths are canonical with a trailing slash; answers the canonical form of a path. */
export function canonicalPath(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`
}

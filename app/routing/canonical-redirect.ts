// Page URLs are canonical with a trailing slash; the other form is redirected (301) to it. A path
// that would make the redirect leave the site ("//evil.example" would become "//evil.example/",
// which browsers follow to another host) gets no redirect: the router answers it with 404.
import { isSameOriginPath } from '../security/same-origin-location.ts'
import { canonicalPath } from './resolve-route.ts'

/** The Location of the canonical redirect for a page URL, or undefined when none is due (or safe). */
export function canonicalRedirectLocation(url: URL): string | undefined {
  const canonical = canonicalPath(url.pathname)
  if (canonical === url.pathname) return undefined
  const location = `${canonical}${url.search}`
  return isSameOriginPath(location) ? location : undefined
}

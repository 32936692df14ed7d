// Which requests the page cache may answer, under which key, and the request the render gets.
// The key holds everything a page's render reads from the request: the path and the visitor's
// consent class (app/consent/consent-class.ts: whether they must be asked, the categories they
// granted and the policy revision, Global Privacy Control), never their consent record, whose id
// and date the render does not read. So returning visitors share the pages of their class (a few
// variants per page) instead of each rendering their own (docs/decisions/025).
// Not the query string: the render reads none of it (campaign parameters such as gclid or utm_*
// are read by the browser, app/attribution), and the one parameter it does read, ?preview=, is
// never cached. So every campaign landing with its own click id is a hit. Not the Host either: the
// render is given the site's own origin (the website's URL), so no request can bring a host of its
// choosing into a page kept for everyone.
// GET and HEAD share the key: a page is always rendered as a GET, and a HEAD answer is the GET
// answer's headers (a HEAD render's body is empty, so a page kept from one would claim a length
// of 0). The render gets a request holding only the path, the cookies the class is read from and
// Sec-GPC, so a render that starts reading anything else (another cookie, a header, a query
// parameter) finds it missing on the production server instead of silently serving one visitor's
// page to another. Responses still say `Vary: Cookie, Sec-GPC` to caches that see all cookies.

import type { Website } from '../../app.config.ts'
import { consentClassKey, readConsentClass } from '../consent/consent-class.ts'
import type { RenderCookieNames } from '../consent/render-cookies.ts'
import { readsQuery } from '../contracts/page-types.ts'
import { resolveCountry } from '../i18n/resolve-country.ts'
import { parseCookieHeader } from '../lib/cookies.ts'
import { isPagePath } from '../routing/path-kind.ts'
import { resolveRoute } from '../routing/resolve-route.ts'
import type { ContentSource } from './content/content-source.server.ts'
import { movedPagePaths } from './content/moved-pages.server.ts'

export type PageRequest = {
  key: string
  /** The page's path, as purges name it (the key's first part). */
  path: string
  /** What the render is given: a GET of the URL with the render's cookies and Sec-GPC, nothing else. */
  renderRequest: () => Request
}

/** Start renders a page only for these (else 406); anything else goes to the app untouched. */
const acceptsHtml = /(^|,)\s*(\*\/\*|text\/html)/

export type PageRequestRules = {
  /** Its route table says what a page is. */
  website: Website
  /** The cookies the render reads (app/consent/render-cookies.ts). */
  renderCookies: RenderCookieNames
  /** Its redirects say where the CMS moved pages of the route table to (app/routing/moved-routes.ts). */
  contentSource?: ContentSource
}

/** A page (path-kind.ts) of the route table or an entry, or a route's page where the CMS moved it. */
async function isSitePage(pathname: string, { website, contentSource }: PageRequestRules): Promise<boolean> {
  if (!isPagePath(pathname)) return false
  const country = resolveCountry(website, pathname)
  if (resolveRoute(website, country, pathname).kind === 'page') return true
  return contentSource !== undefined && (await movedPagePaths(website, country.locale, contentSource)).has(pathname)
}

function rendersItsQuery(pathname: string, website: Website): boolean {
  const resolution = resolveRoute(website, resolveCountry(website, pathname), pathname)
  return resolution.kind === 'page' && readsQuery(resolution.route.meta.pageType)
}

/**
 * Undefined for what is never cached: anything but a GET or HEAD of one of the site's pages (so
 * never APIs, server functions, outbound clicks under /go/, the block gallery or unknown paths,
 * which keep every cookie they were sent), and draft previews. A page the CMS moved is one of the
 * site's pages at its new path.
 */
export async function cacheablePageRequest(
  request: Request,
  rules: PageRequestRules,
): Promise<PageRequest | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const url = new URL(request.url)
  // A draft is for one editor's eyes (app/start.ts checks the token).
  if (url.searchParams.has('preview')) return undefined
  const accept = request.headers.get('accept')
  if (accept !== null && !acceptsHtml.test(accept)) return undefined
  // Resolved as the render will see it: without a query string.
  if (!(await isSitePage(url.pathname, rules))) return undefined
  // A page whose render reads its query string (the comparison's ?ids=) renders for each request.
  if (rendersItsQuery(url.pathname, rules.website)) return undefined

  // Parsed as the render parses them (first of a name wins), written back in a fixed order.
  const cookies = parseCookieHeader(request.headers.get('cookie'))
  const cookie = Object.values(rules.renderCookies)
    .flatMap((name) => {
      const value = cookies.get(name)
      return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`]
    })
    .join('; ')
  const secGpc = request.headers.get('sec-gpc')
  // Read from what the render gets, as the render reads it.
  const consentClass = readConsentClass(
    { cookieHeader: cookie, secGpc },
    { siteId: rules.website.id, geolocationCookieName: rules.renderCookies.geolocation },
  )
  return {
    key: JSON.stringify([url.pathname, consentClassKey(consentClass)]),
    path: url.pathname,
    // Made only on a miss: a hit never renders.
    renderRequest: () => {
      const headers = new Headers()
      if (cookie) headers.set('cookie', cookie)
      if (secGpc !== null) headers.set('sec-gpc', secGpc)
      return new Request(new URL(url.pathname, rules.website.url), { headers })
    },
  }
}

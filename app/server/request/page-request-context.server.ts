// Builds the page request context (page-request-context.ts) of a request: the one place that
// parses a page request's cookie header, resolves its route and checks its preview token.
import type { Country, Website } from '../../../app.config.ts'
import { edgeConsentClass, readConsentClass } from '../../consent/consent-class.ts'
import { type RenderCookieNames, renderCookieNames } from '../../consent/render-cookies.ts'
import { listQueryString, listSearchOfQuery } from '../../contracts/list-search.ts'
import { resolveCountry } from '../../i18n/resolve-country.ts'
import { parseCookieHeader } from '../../lib/cookies.ts'
import { isPagePath, isServerRoutePath } from '../../routing/path-kind.ts'
import { resolveRoute } from '../../routing/resolve-route.ts'
import type { ContentSource } from '../content/content-source.server.ts'
import { movedPages } from '../content/moved-pages.server.ts'
import type { PreviewCheck } from '../content/preview-token.server.ts'
import type { ServerRuntime } from '../runtime/server-runtime.server.ts'
import type { PageRequestContext, PageRoute } from './page-request-context.ts'

export type PageRequestRules = {
  /** Its route table says what a page is. */
  website: Website
  /** The cookies the render reads (app/consent/render-cookies.ts). */
  renderCookies: RenderCookieNames
  /** Its redirects say where the CMS moved pages of the route table to (app/routing/moved-routes.ts). */
  contentSource?: ContentSource
  /** The server runtime's check of a preview token for a path. */
  verifyPreview: (token: string, path: string) => PreviewCheck
}

/** The rules of the process's server runtime. */
export const pageRequestRulesOf = (runtime: ServerRuntime): PageRequestRules => ({
  website: runtime.config.website,
  renderCookies: renderCookieNames(runtime.config.geolocationCookieName),
  contentSource: runtime.content.source,
  verifyPreview: runtime.content.verifyPreview,
})

/**
 * The context, what a render of the page is given of the request (its path with the product lists'
 * parameters normalised, the render's cookies and Sec-GPC, nothing else), and the consent class as
 * an edge cache in front reads the request (docs/decisions/076).
 */
export type PageRequestAtTheDoor = {
  context: PageRequestContext
  renderPath: string
  renderHeaders: Headers
  edgeConsentClass: string
}

/** The path with the product lists' parameters, normalised (app/contracts/list-search.ts): nothing else of the query. */
function renderPathOf(url: URL): string {
  const query = listQueryString(listSearchOfQuery(url.searchParams))
  return query === '' ? url.pathname : `${url.pathname}?${query}`
}

/**
 * The route the path names, resolved as a cached render sees the request: without its query
 * string. A path the route table does not name may be where the CMS moved one of its pages.
 */
async function pageRouteOf(pathname: string, country: Country, rules: PageRequestRules): Promise<PageRoute> {
  const resolution = resolveRoute(rules.website, country, pathname)
  if (resolution.kind === 'page' || !isPagePath(pathname) || !rules.contentSource) return resolution
  const moved = (await movedPages(rules.website, country.locale, rules.contentSource)).find(
    ({ path }) => path === pathname,
  )
  return moved ? { kind: 'moved', route: { ...moved.route, path: moved.path } } : resolution
}

/**
 * Undefined for what the router never renders: what a server route or server function answers,
 * and a page asked for with another method than GET or HEAD (app/start.ts answers 405). Every
 * other request gets its context here, once.
 */
export async function pageRequestAtTheDoor(
  request: Request,
  rules: PageRequestRules,
): Promise<PageRequestAtTheDoor | undefined> {
  const url = new URL(request.url)
  if (isServerRoutePath(url.pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined
  const { website, renderCookies } = rules
  const country = resolveCountry(website, url.pathname)
  // Parsed once (first of a name wins); the render's are written back in a fixed order.
  const cookies = parseCookieHeader(request.headers.get('cookie'))
  const renderCookie = Object.values(renderCookies)
    .flatMap((name) => {
      const value = cookies.get(name)
      return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`]
    })
    .join('; ')
  const secGpc = request.headers.get('sec-gpc')
  const renderHeaders = new Headers()
  if (renderCookie) renderHeaders.set('cookie', renderCookie)
  if (secGpc !== null) renderHeaders.set('sec-gpc', secGpc)
  const token = url.searchParams.get('preview')
  const consentRules = { siteId: website.id, geolocationCookieName: renderCookies.geolocation }
  const consentClass = readConsentClass({ cookies, secGpc }, consentRules)
  return {
    context: {
      website,
      country,
      route: await pageRouteOf(url.pathname, country, rules),
      consentClass,
      preview:
        token === null || !isPagePath(url.pathname)
          ? undefined
          : { token, check: rules.verifyPreview(token, url.pathname) },
    },
    renderPath: renderPathOf(url),
    renderHeaders,
    edgeConsentClass: edgeConsentClass(consentClass, { cookies }, consentRules),
  }
}

// Start-level request handling: security headers on every response, canonical page URLs and the
// draft-preview gate before anything renders.
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { errorMessages } from './contracts/error-messages.ts'
import { serviceUnavailableAdapter } from './errors/service-unavailable.ts'
import { canonicalRedirectLocation } from './routing/canonical-redirect.ts'
import { isPagePath, isServerRoutePath } from './routing/path-kind.ts'
import { responseFramedBy } from './security/framed-by.ts'
import { withSecurityHeaders } from './security/security-headers.ts'
import { pageRequestIn } from './server/request/page-request-context.ts'
import { serverRuntimeIn } from './site/request-runtime.ts'

const pageMethods = 'GET, HEAD'
const readsPage = (request: Request) => request.method === 'GET' || request.method === 'HEAD'

const isPageRequest = (request: Request, url: URL) => readsPage(request) && isPagePath(url.pathname)

/** A page is read, never posted to: other methods answer 405 at once instead of a full render. */
const pageMethodsOnly = createMiddleware().server(({ request, next }) => {
  if (readsPage(request) || isServerRoutePath(new URL(request.url).pathname)) return next()
  return new Response(errorMessages.methodNotAllowed(request.method, pageMethods), {
    status: 405,
    headers: { allow: pageMethods, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
})

/** Page paths are canonical with a trailing slash; the other form answers 301 (SPEC: no aliases). */
const trailingSlashRedirect = createMiddleware().server(({ request, next }) => {
  const url = new URL(request.url)
  const location = isPageRequest(request, url) ? canonicalRedirectLocation(url) : undefined
  if (location) return new Response(null, { status: 301, headers: { Location: location } })
  return next()
})

/** Pages, API answers, redirects and refusals alike leave with the security headers (app/security). */
const securityHeaders = createMiddleware().server(async ({ next, context }) => {
  const result = await next()
  return { ...result, response: withSecurityHeaders(result.response, serverRuntimeIn(context).config.stage) }
})

/**
 * A page asked for with ?preview=<token> renders its draft only for a valid token; otherwise 403.
 * The token was checked at the door (app/server/request). The CMS's live-preview pane (CMS_URL)
 * may frame it; nothing may frame anything else.
 */
const previewGate = createMiddleware().server(async ({ request, next, context }) => {
  const preview = pageRequestIn(context)?.preview
  if (preview === undefined || !readsPage(request)) return next()
  const { check, token } = preview
  if (check.ok) {
    // The render's content reads carry the token: the lists, posts and components the page shows are drafts too.
    const result = await next({ context: { previewToken: token } })
    const { cmsOrigin } = serverRuntimeIn(context).config
    return cmsOrigin ? { ...result, response: responseFramedBy(result.response, cmsOrigin) } : result
  }
  return new Response(errorMessages.previewRefused[check.reason], {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
})

export const startInstance = createStart(() => ({
  // A CMS outage's 503 page must stay one after hydration.
  serializationAdapters: [serviceUnavailableAdapter],
  requestMiddleware: [
    securityHeaders,
    pageMethodsOnly,
    trailingSlashRedirect,
    previewGate,
    createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' }),
  ],
}))

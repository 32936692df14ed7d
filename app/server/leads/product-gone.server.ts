// What a click-out answers when it cannot send the visitor to the product: the product is gone
// (unpublished or deleted in the CMS) or the catalogue cannot be read at all. A visitor with an old
// bookmark, or a crawler, gets a page of the site, never an error trace; an API client gets the
// leads API's JSON error.
import type { Website } from '../../../app.config.ts'
import { errorMessages } from '../../contracts/error-messages.ts'
import { resolveCountry } from '../../i18n/resolve-country.ts'
import { isSameOriginPath } from '../../security/same-origin-location.ts'
import { leadsErrorResponse } from './leads-responses.server.ts'

/** The front page of the site's country the path belongs to. */
function frontPageOf(website: Website, pathname: string): string {
  const { pathPrefix } = resolveCountry(website, pathname)
  return pathPrefix ? `/${pathPrefix}/` : '/'
}

/** The page the visitor came from when it is one of this site's, else the site's front page. */
export function sitePageFor(request: Request, website: Website): string {
  const referrer = URL.parse(request.headers.get('referer') ?? '')
  const own = referrer && referrer.host === new URL(request.url).host ? `${referrer.pathname}${referrer.search}` : ''
  if (own && isSameOriginPath(own) && !own.startsWith('/go/')) return own
  return frontPageOf(website, referrer?.pathname ?? '/')
}

export function siteRedirect(location: string): Response {
  return new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } })
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** 404: a small page leading to the site for a browser, the API's error for anyone else. */
export function productGone(request: Request, productId: string, website: Website): Response {
  if (!/\btext\/html\b/.test(request.headers.get('accept') ?? ''))
    return leadsErrorResponse(404, { code: 'not_found', message: `No product ${productId}` })
  const { locale } = resolveCountry(website, '/')
  const home = escapeHtml(frontPageOf(website, '/'))
  const title = escapeHtml(errorMessages.pageNotFoundTitle)
  const html = `<!doctype html><html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${escapeHtml(errorMessages.productGone)}</p><p><a href="${home}">${escapeHtml(website.displayName)}</a></p></main></body></html>`
  return new Response(html, {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

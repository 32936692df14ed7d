// Every error text the product shows or logs, written once (SPEC section 8).
// The spec's 'Unknown route middleware: {name}' has no place here: route records name no middleware
// (app.config.ts), so nothing could raise it; a rejected route is the validate hook's 404 instead.
export const errorMessages = {
  pageNotFound: 'Page not found',
  pageNotFoundAt: (path: string) => `Page Not Found: ${path}`,
  pageNotFoundTitle: 'Page Not Found',
  internalServerError: 'Internal Server Error',
  /** A click-out to a product the site no longer lists (unpublished or deleted). */
  productGone: 'This offer is no longer available.',
  /** A content service that cannot answer right now (503, see service-unavailable.ts). */
  serviceUnavailable: 'Service Unavailable',
  /** A page asked for with another method than it allows (405). */
  methodNotAllowed: (method: string, allowed: string) => `Method ${method} is not allowed; use ${allowed}`,
  couldNotDetectCountry: 'Could not detect country',
  noCountryForLocale: (locale: string) => `Could not find country details for locale ${locale}`,
  unableToSetConsent: 'Unable to set consent',
  noImpressionId: 'Could not get impression id from response',
  couldNotFetch: (what: ContentResourceName) => `Could not fetch ${what}`,
  /** Why a draft preview link was refused (answered with 403). */
  previewRefused: {
    'preview-off': 'Preview is off: no PREVIEW_SECRET is configured',
    malformed: 'Preview token is malformed',
    'bad-signature': 'Preview token signature is invalid',
    'other-path': 'Preview token is for another page',
    expired: 'Preview token has expired',
    'too-long': 'Preview token lives longer than a preview link may (7 days)',
  },
  /** Why a revalidation request of the CMS (POST /api/revalidate) was refused (403). */
  revalidateRefused: {
    off: 'Revalidation is off: no REVALIDATE_SECRET is configured',
    'bad-signature': 'The x-revalidate-signature header is missing or does not sign this body',
    replay: 'sentAt is more than 5 minutes away from the server clock: a replayed or delayed request',
  },
  /** A publish purged this server but could not reach the other instances (503): the CMS should retry. */
  revalidateNotPropagated: 'The purge could not reach the other instances; retry',
} as const

/** The names the 'Could not fetch ...' errors use, one per content call. */
export type ContentResourceName =
  | 'authors'
  | 'categories'
  | 'cookie categories'
  | 'website cookies'
  | 'components'
  | 'menus'
  | 'page'
  | 'search menu items'
  | 'featured articles'
  | 'game provider'
  | 'game providers'
  | 'payment provider'
  | 'payment providers'
  | 'slot'
  | 'slots'
  | 'post'
  | 'post summaries'
  | 'products'
  | 'GGL whitelist'
  | 'product'
  | 'finance products'
  | 'redirects'

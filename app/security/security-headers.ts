// The headers every response carries, pages, API answers and redirects alike (set by the request
// middleware in app/start.ts). The page's Content-Security-Policy comes from the root route, which
// knows the nonce and the visitor's consent; anything else gets the closed non-page policy.
import type { Stage } from '../site/stage.ts'
import { nonPageContentSecurityPolicy } from './content-security-policy.ts'

/** Powerful features the site never uses, denied to it and to every frame it embeds. */
export const deniedFeatures = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'bluetooth',
  'hid',
  'midi',
  'magnetometer',
  'display-capture',
  'idle-detection',
  'browsing-topics',
] as const

/** One year, subdomains included (HTTPS only; browsers ignore it over plain HTTP). */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains'

export function securityHeaders(stage: Stage): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
    ...(stage === 'production' ? { 'Strict-Transport-Security': strictTransportSecurity } : {}),
  }
}

/** Every header of an answer that is no page: the security headers and the closed policy. */
export const nonPageSecurityHeaders = (stage: Stage): Record<string, string> => ({
  ...securityHeaders(stage),
  'Content-Security-Policy': nonPageContentSecurityPolicy,
})

/** Adds the security headers to a response, and the non-page policy when it has no policy of its own. */
export function withSecurityHeaders(response: Response, stage: Stage): Response {
  // Some responses (Response.redirect, proxied fetch answers) have immutable headers: copy those.
  const target = isMutable(response) ? response : new Response(response.body, response)
  for (const [name, value] of Object.entries(securityHeaders(stage))) target.headers.set(name, value)
  // A page brings its own policy (report-only in development).
  const hasPolicy =
    target.headers.has('content-security-policy') || target.headers.has('content-security-policy-report-only')
  if (!hasPolicy) target.headers.set('Content-Security-Policy', nonPageContentSecurityPolicy)
  return target
}

function isMutable(response: Response): boolean {
  try {
    response.headers.set('X-Content-Type-Options', 'nosniff')
    return true
  } catch {
    return false
  }
}

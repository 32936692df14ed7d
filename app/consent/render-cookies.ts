// The cookies a page's server render reads: the consent record and the geolocation cookie, from
// which it takes the visitor's consent class (consent-class.ts). The production server's page cache
// keys pages on that class and hands the render no other cookie (server/page-cache), so a render
// that starts reading another cookie must add it here, or it never sees it there.
import { consentCookieName } from './consent-record.ts'

export type RenderCookieNames = { consent: string; geolocation: string }

/** The geolocation cookie's name is configured (GEOLOCATION_COOKIE_NAME, app/server/runtime). */
export function renderCookieNames(geolocationCookieName: string): RenderCookieNames {
  return { consent: consentCookieName, geolocation: geolocationCookieName }
}

// The cookies a page's server render reads: the consent record and the geolocation cookie (see
// visitor-consent.ts). The production server's page cache keys pages on exactly these and hands the
// render no other cookie (server/page-cache), so a render that starts reading another cookie
// must add it here, or it never sees it there.
import { consentCookieName } from './consent-record.ts'

/** The geolocation cookie's name is configured (GEOLOCATION_COOKIE_NAME, server/runtime). */
export function renderCookieNames(geolocationCookieName: string) {
  return { consent: consentCookieName, geolocation: geolocationCookieName } as const
}

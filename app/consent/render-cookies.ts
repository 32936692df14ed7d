// The cookies a page's server render reads: the consent record and the geolocation cookie (see
// visitor-consent.ts). The production server's page cache keys pages on exactly these and hands the
// render no other cookie (server/page-cache), so a render that starts reading another cookie
// must add it here, or it never sees it there.
import { consentCookieName } from './consent-record.ts'
import { defaultGeolocationCookieName } from './viewer-country.ts'

type Env = Record<string, string | undefined>

export function renderCookieNames(env: Env) {
  return {
    consent: consentCookieName,
    geolocation: env.GEOLOCATION_COOKIE_NAME || defaultGeolocationCookieName,
  } as const
}

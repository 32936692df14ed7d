// The cookies a page's server render reads: the consent record and the geolocation cookie, from
// which it takes the visitor's consent class (consent-class.ts). The production server's page cache
// keys pages on that class and hands the render no other cookie (server/page-cache), so a render
// that starts reading another cookie must add it here, or it never sees it there.
import { consentCookieName } from './consent-record.ts'
import { defaultGeolocationCookieName } from './viewer-country.ts'

type Env = Record<string, string | undefined>

export type RenderCookieNames = { consent: string; geolocation: string }

export function renderCookieNames(env: Env): RenderCookieNames {
  return {
    consent: consentCookieName,
    geolocation: env.GEOLOCATION_COOKIE_NAME || defaultGeolocationCookieName,
  }
}

// The geolocation cookie set in front of the site (CDN or proxy): URL-encoded JSON such as
// {"viewer-country":"DE"}. Its name differs between deployments, so GEOLOCATION_COOKIE_NAME sets it.
import { readJsonCookie } from '../lib/cookies.ts'
import { z } from '../lib/zod.ts'

export const defaultGeolocationCookieName = 'geolocation'

const geolocationSchema = z.object({ 'viewer-country': z.string().check(z.regex(/^[A-Za-z]{2}$/)) })

/** The ISO 3166 alpha-2 code of the visitor's country, upper case, or undefined when unknown. */
export function viewerCountry(cookies: ReadonlyMap<string, string>, cookieName: string): string | undefined {
  return readJsonCookie(cookies, cookieName, geolocationSchema)?.['viewer-country'].toUpperCase()
}

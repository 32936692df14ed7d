// The locale cookie (SPEC section 9): 30 days, and only while the preferences category is granted.
import type { CookieJar } from '../lib/cookies.ts'
import { secondsPerDay } from '../lib/cookies.ts'

export const localeCookieName = 'locale'
const localeCookieMaxAge = 30 * secondsPerDay

export function rememberLocale(jar: CookieJar, locale: string, preferencesGranted: boolean): void {
  if (preferencesGranted) jar.set(localeCookieName, locale, { maxAge: localeCookieMaxAge, path: '/', sameSite: 'Lax' })
  else if (jar.get(localeCookieName) !== undefined) jar.remove(localeCookieName, { path: '/' })
}

import { expect, test } from 'vitest'
import { financeSiteId, germanCasinoSiteId } from '../../app.config.ts'
import { websiteById } from '../site/website.ts'
import { cookiePolicyPath, privacyPolicyPath } from './policy-links.ts'

test("the dialog's cookie policy link opens a German site's own cookie policy", () => {
  expect(cookiePolicyPath(websiteById(germanCasinoSiteId), 'de-DE')).toBe('/cookie-richtlinie/')
  expect(cookiePolicyPath(websiteById(financeSiteId), 'de-DE')).toBe('/cookie-richtlinie/')
})

test('a locale without a cookie policy page links its privacy policy instead', () => {
  const finance = websiteById(financeSiteId)
  expect(cookiePolicyPath(finance, 'nb-NO')).toBe('/no/personvern/')
  expect(cookiePolicyPath(finance, 'nb-NO')).toBe(privacyPolicyPath(finance, 'nb-NO'))
})

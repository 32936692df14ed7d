// SPEC section 6: who must be asked before anything tracks. The visitor's country comes from the
// geolocation cookie set in front of the site; the site decides whether the EU rule applies at all.

/** Countries whose visitors must consent first (SPEC section 6; UK is the spec's name for GB). */
export const consentCountries: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'UK',
  'GB',
])

/** Sites that are treated as non-EU whatever the visitor's country. */
export const sitesWithoutConsentRule: ReadonlySet<number> = new Set([104, 114, 115, 118])

/** True when tracking needs consent first. An unknown country is asked: asking wrongly costs a click. */
export function mustAskForConsent(siteId: number, viewerCountry: string | undefined): boolean {
  if (sitesWithoutConsentRule.has(siteId)) return false
  return viewerCountry === undefined || consentCountries.has(viewerCountry)
}

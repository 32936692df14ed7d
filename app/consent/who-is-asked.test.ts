import { describe, expect, it } from 'vitest'
import { consentCountries, mustAskForConsent, sitesWithoutConsentRule } from './who-is-asked.ts'

/** SPEC section 6, verbatim: the countries whose visitors are asked first. */
const specCountries = 'AT BE BG CH CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK UK'.split(
  ' ',
)

describe('mustAskForConsent', () => {
  it('asks in exactly the countries of SPEC section 6, and in GB (the ISO code the spec calls UK)', () => {
    expect([...consentCountries].sort()).toEqual([...specCountries, 'GB'].sort())
  })

  it('treats exactly sites 104, 114, 115 and 118 as non-EU', () => {
    expect([...sitesWithoutConsentRule].sort((a, b) => a - b)).toEqual([104, 114, 115, 118])
  })

  it.each(specCountries)('asks visitors from %s', (country) => {
    expect(mustAskForConsent(90, country)).toBe(true)
  })

  it.each(['US', 'NO', 'MX', 'TR'])('does not ask visitors from %s', (country) => {
    expect(mustAskForConsent(90, country)).toBe(false)
  })

  it('asks when the country is unknown', () => {
    expect(mustAskForConsent(90, undefined)).toBe(true)
  })

  it.each([104, 114, 115, 118])('treats site %i as non-EU, even for German or unknown visitors', (siteId) => {
    expect(mustAskForConsent(siteId, 'DE')).toBe(false)
    expect(mustAskForConsent(siteId, undefined)).toBe(false)
  })
})

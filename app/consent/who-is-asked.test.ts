import { describe, expect, it } from 'vitest'
import { mustAskForConsent } from './who-is-asked.ts'

describe('mustAskForConsent', () => {
  it.each(['DE', 'AT', 'CH', 'FR', 'UK', 'GB', 'SE'])('asks visitors from %s', (country) => {
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

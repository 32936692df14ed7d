import { describe, expect, it } from 'vitest'
import { appConfig, financeSiteId, type Website } from '../../app.config.ts'
import { websiteById } from '../site/website.ts'
import { resolveCountry } from './resolve-country.ts'

const germanSite = websiteById(appConfig.defaultWebsiteId)
const multiCountrySite: Website = { ...germanSite, countryIds: [13, 1, 7] }

describe('resolveCountry', () => {
  it('gives a single-country site its only country, whatever the path', () => {
    expect(resolveCountry(germanSite, '/no/anything/').locale).toBe('de-DE')
  })

  it('selects the country whose path prefix is the first segment', () => {
    expect(resolveCountry(multiCountrySite, '/no/').locale).toBe('nb-NO')
    expect(resolveCountry(multiCountrySite, '/mx/tarjetas/').locale).toBe('es-MX')
  })

  it('falls back to the country with id 13 when no prefix matches', () => {
    expect(resolveCountry(multiCountrySite, '/').id).toBe(13)
    expect(resolveCountry(multiCountrySite, '/nope/').id).toBe(13)
  })

  it("raises 'Could not detect country' when there is no prefix match and no default country", () => {
    const site: Website = { ...multiCountrySite, countryIds: [1, 7] }
    expect(() => resolveCountry(site, '/de/')).toThrow('Could not detect country')
  })
})

describe('resolveCountry on the finance site', () => {
  const finance = websiteById(financeSiteId)

  it.each([
    ['/no/kredittkort/', 'nb-NO'],
    ['/mx/', 'es-MX'],
    ['/us/loan-survey/', 'en-US'],
    ['/kreditkarten/', 'de-DE'],
    ['/', 'de-DE'],
    ['/se/', 'de-DE'],
  ])('%s is %s', (path, locale) => {
    expect(resolveCountry(finance, path).locale).toBe(locale)
  })
})

import { describe, expect, test } from 'vitest'
import { appConfig, financeSiteId } from '../../app.config.ts'
import { websiteById } from '../site/website.ts'
import { countryVersions, homePath, hreflangLinks } from './country-versions.ts'
import { pageHead } from './seo.ts'

const finance = websiteById(financeSiteId)
const german = websiteById(appConfig.defaultWebsiteId)
const meta = { title: 'Kredite', description: 'Vergleich', noIndex: false, noFollow: false }

describe('country versions of a page', () => {
  test('one per country having the route, the default country marked', () => {
    expect(countryVersions(finance, 'credit-cards')).toEqual([
      { locale: 'de-DE', path: '/kreditkarten/', isDefaultCountry: true },
      { locale: 'nb-NO', path: '/no/kredittkort/', isDefaultCountry: false },
      { locale: 'es-MX', path: '/mx/tarjetas-de-credito/', isDefaultCountry: false },
      { locale: 'en-US', path: '/us/credit-cards/', isDefaultCountry: false },
    ])
  })

  test('hreflang links every version and points x-default at the default country', () => {
    const links = hreflangLinks(finance, 'loans')
    expect(links).toContainEqual({
      rel: 'alternate',
      hrefLang: 'nb-NO',
      href: 'https://www.finanzkompass.example/no/forbrukslan/',
    })
    expect(links).toContainEqual({
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://www.finanzkompass.example/kredite/',
    })
    expect(links).toHaveLength(5)
  })

  test('a single-country site has no alternates; pageHead adds them after the canonical', () => {
    expect(hreflangLinks(german, 'frontpage')).toEqual([])
    const head = pageHead({ website: finance, path: '/mx/prestamos/', locale: 'es-MX', meta, routeName: 'loans' })
    expect(head.links[0]).toEqual({ rel: 'canonical', href: 'https://www.finanzkompass.example/mx/prestamos/' })
    expect(head.links.filter((link) => link.rel === 'alternate')).toHaveLength(5)
  })

  test("the logo links to the locale's front page", () => {
    expect(homePath(finance, 'nb-NO')).toBe('/no/')
    expect(homePath(finance, 'de-DE')).toBe('/')
    expect(homePath(german, 'de-DE')).toBe('/')
  })
})

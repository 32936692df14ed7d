import { describe, expect, it } from 'vitest'
import { financeSiteId, germanCasinoSiteId } from '../../app.config.ts'
import { resolveCountry } from '../i18n/resolve-country.ts'
import { websiteById } from '../site/website.ts'
import { entryPath, resolveEntryRoute } from './entry-paths.ts'
import { resolveRoute } from './resolve-route.ts'

const casinoSite = websiteById(germanCasinoSiteId)
const germany = resolveCountry(casinoSite, '/')

describe('entry pages', () => {
  it('puts each kind of entry at its slug under the base path the site configures', () => {
    expect(entryPath(casinoSite, 'Article', 'de-DE', 'ggl-whitelist')).toBe('/ratgeber/ggl-whitelist/')
    expect(entryPath(casinoSite, 'Author', 'de-DE', 'lena-hoffmann')).toBe('/autoren/lena-hoffmann/')
    expect(entryPath(casinoSite, 'PaymentProvider', 'de-DE', 'paypal')).toBe('/zahlungsmethoden/paypal/')
    expect(entryPath(casinoSite, 'GameProvider', 'de-DE', 'netent')).toBe('/spielehersteller/netent/')
  })

  it('has no entry pages where the site configures none', () => {
    expect(entryPath(websiteById(financeSiteId), 'Article', 'de-DE', 'x')).toBeUndefined()
    expect(entryPath(casinoSite, 'Article', 'en-US', 'x')).toBeUndefined()
  })

  it('resolves an entry path to a route of its page type carrying the slug', () => {
    expect(resolveRoute(casinoSite, germany, '/ratgeber/ggl-whitelist/')).toEqual({
      kind: 'page',
      route: {
        name: 'Article/ggl-whitelist',
        path: '/ratgeber/ggl-whitelist/',
        meta: { pageType: 'Article', locale: 'de-DE', extendedPageTypes: [] },
      },
      entrySlug: 'ggl-whitelist',
    })
    expect(resolveEntryRoute(casinoSite, 'de-DE', '/autoren/lena-hoffmann/')?.pageType).toBe('Author')
    expect(resolveEntryRoute(casinoSite, 'de-DE', '/slots/book-of-dead/')?.pageType).toBe('Slot')
  })

  it('keeps the static routes first: the list of payment methods is no entry', () => {
    const resolution = resolveRoute(casinoSite, germany, '/zahlungsmethoden/')
    expect(resolution.kind === 'page' && resolution.route.meta.pageType).toBe('ProductListStatic')
  })

  it.each([
    '/ratgeber/',
    '/ratgeber/a/b/',
    '/ratgeber/Upper/',
    '/ratgeber/under_score/',
    '/ratgeber/-dash/',
    '/ratgeber/no-slash',
  ])('refuses %s: one lowercase slug segment with its trailing slash only', (path) => {
    expect(resolveEntryRoute(casinoSite, 'de-DE', path)).toBeUndefined()
  })
})

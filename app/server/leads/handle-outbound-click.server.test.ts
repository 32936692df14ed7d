import { describe, expect, test } from 'vitest'
import { germanCasinoSiteId } from '../../../app.config.ts'
import { fixtureSite } from '../../../tests/fixtures/content/fixture-site.ts'
import { openRedirectTargets } from '../../../tests/support/open-redirect-vectors.ts'
import { defaultGeolocationCookieName } from '../../consent/viewer-country.ts'
import { websiteById } from '../../site/website.ts'
import { ContentUpstreamError } from '../content/content-source.server.ts'
import { handleOutboundClick, sameHostTarget } from './handle-outbound-click.server.ts'
import type { LeadsDeps } from './leads-deps.server.ts'
import type { CatalogueEntry } from './product-catalogue.server.ts'

const product = new URL('https://www.nordlicht-casino.de/')

describe('sameHostTarget (the ?to= deep link of /go/)', () => {
  test.each(openRedirectTargets)('%j is refused or stays on the operator host over https', (to) => {
    const target = sameHostTarget(product, to)
    if (target === undefined) return
    expect(target.protocol).toBe('https:')
    expect(target.host).toBe(product.host)
    expect(target.username + target.password).toBe('')
  })

  test('a deep link on the operator host is followed', () => {
    expect(sameHostTarget(product, 'https://www.nordlicht-casino.de/bonus?x=1')?.toString()).toBe(
      'https://www.nordlicht-casino.de/bonus?x=1',
    )
  })
})

describe('a click-out the catalogue cannot answer', () => {
  const site = fixtureSite
  const deps = (find: () => Promise<CatalogueEntry | undefined>): LeadsDeps => ({
    website: site,
    catalogue: { find, rankedJson: async () => '[]' },
    store: {} as LeadsDeps['store'],
    geolocationCookieName: defaultGeolocationCookieName,
    newId: () => 'id',
  })
  const click = (headers: Record<string, string> = {}) =>
    new Request('https://www.casinokompass.de/go/polarstern-casino/?subid=k1', { headers })

  test('a product that is gone: a page leading to the site for a browser, JSON for an API client', async () => {
    const gone = deps(async () => undefined)
    const page = await handleOutboundClick(click({ accept: 'text/html,*/*' }), 'polarstern-casino', gone)
    expect(page.status).toBe(404)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await page.text()).toContain('<a href="/">CasinoKompass</a>')
    const api = await handleOutboundClick(click({ accept: 'application/json' }), 'polarstern-casino', gone)
    expect(api.status).toBe(404)
    expect(await api.json()).toMatchObject({ error: { code: 'not_found' } })
  })

  test('no catalogue at all (the CMS down, no copy): back to the page the visitor came from', async () => {
    const down = deps(() => Promise.reject(new ContentUpstreamError('The CMS is down')))
    const fromList = await handleOutboundClick(
      click({ referer: 'https://www.casinokompass.de/casino-boni/?gclid=G1' }),
      'polarstern-casino',
      down,
    )
    expect(fromList.status).toBe(302)
    expect(fromList.headers.get('location')).toBe('/casino-boni/?gclid=G1')
    const fromElsewhere = await handleOutboundClick(
      click({ referer: 'https://evil.example/casino-boni/' }),
      'polarstern-casino',
      down,
    )
    expect(fromElsewhere.headers.get('location')).toBe('/')
  })

  test('a casino off the GGL whitelist: its review instead of the operator', async () => {
    const withheld = deps(async () => ({
      id: 'polarstern-casino',
      url: 'https://www.polarstern-casino.de/',
      withheldIn: 'de-DE',
    }))
    const response = await handleOutboundClick(click(), 'polarstern-casino', {
      ...withheld,
      website: websiteById(germanCasinoSiteId),
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/casinos/polarstern-casino/')
    // Where the site has no review pages: the page the visitor came from.
    const noReviews = await handleOutboundClick(
      click({ referer: 'https://www.casinokompass.de/casino-boni/' }),
      'polarstern-casino',
      withheld,
    )
    expect(noReviews.headers.get('location')).toBe('/casino-boni/')
  })
})

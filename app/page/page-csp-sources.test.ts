import { describe, expect, test } from 'vitest'
import { mergeCspSources } from '../security/csp-sources.ts'
import { websiteById } from '../site/website.ts'
import { pageCspSources } from './page-csp-sources.ts'

const casino = websiteById(90)
const finance = websiteById(75)
// The finance site with every advertising pixel configured.
const financeWithPixels = { ...finance, metaPixelId: '123', bingKey: 'uet-1', tiktokPixelId: 'TT1' }

const sources = (...args: Parameters<typeof pageCspSources>) => mergeCspSources(...pageCspSources(...args))

describe('pageCspSources', () => {
  test('the hosts of every integration the site has, whatever the consent: a grant starts them in place', () => {
    expect(sources({ website: casino, locale: 'de-DE', sentryDsn: undefined })).toEqual({
      'script-src': ['https://*.clarity.ms', 'https://*.googletagmanager.com'],
      'connect-src': expect.arrayContaining(['https://*.clarity.ms']),
      'img-src': expect.any(Array),
      'frame-src': ['https://www.youtube-nocookie.com'],
      'style-src': [],
    })
  })

  test('each pixel that may run on the site for some channel, and none the site cannot run', () => {
    const withPixels = sources({ website: financeWithPixels, locale: 'de-DE', sentryDsn: undefined })
    expect(withPixels['script-src']).toEqual(
      expect.arrayContaining(['https://connect.facebook.net', 'https://bat.bing.com', 'https://analytics.tiktok.com']),
    )
    // No pixel runs on a casino site (SPEC section 6), and a site without an id has no integration.
    const casinoWithPixels = { ...casino, metaPixelId: '123' }
    expect(sources({ website: casinoWithPixels, locale: 'de-DE', sentryDsn: undefined })['script-src']).not.toContain(
      'https://connect.facebook.net',
    )
    const withoutPixels = { ...finance, metaPixelId: undefined, bingKey: undefined, tiktokPixelId: undefined }
    expect(
      sources({ website: withoutPixels, locale: 'de-DE', sentryDsn: undefined })['script-src'].join(' '),
    ).not.toMatch(/facebook|bing|tiktok/)
  })

  test('the consent service, the Avica form and the error reporter are allowed where configured', () => {
    const configured = { ...finance, cookiebotDomainGroupId: 'cb-1', avicaFormToken: 'av-1' }
    const allowed = sources({
      website: configured,
      locale: 'de-DE',
      sentryDsn: 'https://public@o1.ingest.sentry.io/42',
    })
    expect(allowed['script-src']).toEqual(
      expect.arrayContaining(['https://consent.cookiebot.com', 'https://forms.avica.io']),
    )
    expect(allowed['connect-src']).toContain('https://o1.ingest.sentry.io')
  })
})

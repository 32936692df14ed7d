import { describe, expect, test } from 'vitest'
import { everything, necessaryOnly } from '../consent/consent-record.ts'
import { websiteById } from '../site/website.ts'
import { mergeCspSources } from './csp-sources.ts'
import { pageCspSources } from './page-csp-sources.ts'

const casino = websiteById(90)
const finance = websiteById(75)
// The finance site with every advertising pixel configured (no site in app.config.ts has them yet).
const financeWithPixels = { ...finance, metaPixelId: '123', bingKey: 'uet-1', tiktokPixelId: 'TT1' }

const sources = (...args: Parameters<typeof pageCspSources>) => mergeCspSources(...pageCspSources(...args))

describe('pageCspSources', () => {
  test('before consent: only the video player frame, no tracking host', () => {
    expect(sources({ website: casino, locale: 'de-DE', granted: necessaryOnly, sentryDsn: undefined })).toEqual({
      'script-src': [],
      'connect-src': [],
      'img-src': [],
      'frame-src': ['https://www.youtube-nocookie.com'],
      'style-src': [],
    })
  })

  test('statistics consent adds the analytics hosts of the integrations the site configures', () => {
    const granted = { ...necessaryOnly, statistics: true }
    const allowed = sources({ website: casino, locale: 'de-DE', granted, sentryDsn: undefined })
    expect(allowed['script-src']).toEqual(['https://*.clarity.ms', 'https://*.googletagmanager.com'])
  })

  test('marketing consent adds each pixel that may run on the site for some channel', () => {
    const withMarketing = sources({
      website: financeWithPixels,
      locale: 'de-DE',
      granted: everything,
      sentryDsn: undefined,
    })
    expect(withMarketing['script-src']).toEqual(
      expect.arrayContaining(['https://connect.facebook.net', 'https://bat.bing.com', 'https://analytics.tiktok.com']),
    )
    const withoutMarketing = sources({
      website: financeWithPixels,
      locale: 'de-DE',
      granted: { ...everything, marketing: false },
      sentryDsn: undefined,
    })
    expect(withoutMarketing['script-src'].join(' ')).not.toMatch(/facebook|bing|tiktok/)
    // No pixel runs on a casino site, whatever the consent (SPEC section 6).
    const casinoWithPixels = { ...casino, metaPixelId: '123' }
    expect(
      sources({ website: casinoWithPixels, locale: 'de-DE', granted: everything, sentryDsn: undefined })['script-src'],
    ).not.toContain('https://connect.facebook.net')
  })

  test('the consent service, the Avica form and the error reporter are allowed where configured', () => {
    const configured = { ...finance, cookiebotDomainGroupId: 'cb-1', avicaFormToken: 'av-1' }
    const allowed = sources({
      website: configured,
      locale: 'de-DE',
      granted: necessaryOnly,
      sentryDsn: 'https://public@o1.ingest.sentry.io/42',
    })
    expect(allowed['script-src']).toEqual(
      expect.arrayContaining(['https://consent.cookiebot.com', 'https://forms.avica.io']),
    )
    expect(allowed['connect-src']).toContain('https://o1.ingest.sentry.io')
  })
})

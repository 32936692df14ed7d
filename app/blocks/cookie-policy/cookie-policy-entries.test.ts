import { describe, expect, test } from 'vitest'
import { financeSiteId, germanCasinoSiteId } from '../../../app.config.ts'
import type { CookieCategory, WebsiteCookieProvider } from '../../contracts/content/schemas.ts'
import { trackingIntegrations } from '../../integrations/registry.ts'
import { websiteById } from '../../site/website.ts'
import { cookiePolicyCategories } from './cookie-policy-entries.ts'

const categories: CookieCategory[] = (['necessary', 'preferences', 'statistics', 'marketing'] as const).map((id) => ({
  id,
  name: id,
  description: `About ${id}.`,
}))
const providers: WebsiteCookieProvider[] = [
  {
    id: 'internal-necessary',
    category: 'necessary',
    providerName: 'Internal',
    url: 'internal',
    cookies: [
      { name: 'consent', description: 'Ihre Wahl.', expiration: '1 Jahr', type: 'HTTP', enabled: true },
      { name: 'old', description: 'Nicht mehr gesetzt.', expiration: '1 Tag', type: 'HTTP', enabled: false },
    ],
  },
  {
    id: 'google-analytics',
    category: 'marketing',
    providerName: 'Google Analytics 4',
    url: 'https://policies.google.com/privacy',
    cookies: [{ name: '_ga', description: 'Kennung.', expiration: '2 Jahre', type: 'HTTP', enabled: true }],
  },
]

const policyOf = (siteId: number) =>
  cookiePolicyCategories({
    website: websiteById(siteId),
    locale: 'de-DE',
    categories,
    providers,
    integrations: trackingIntegrations,
  })
const idsIn = (policy: ReturnType<typeof policyOf>, category: string) =>
  policy.find((entry) => entry.id === category)?.entries.map((entry) => `${entry.kind}:${entry.id}`)

describe('the cookie policy of a site', () => {
  test('lists every consent category, in the CMS order', () => {
    expect(policyOf(germanCasinoSiteId).map((category) => category.id)).toEqual([
      'necessary',
      'preferences',
      'statistics',
      'marketing',
    ])
  })

  test("the site's own enabled cookies, with the CMS's expiry and description", () => {
    const necessary = policyOf(germanCasinoSiteId).find((category) => category.id === 'necessary')
    expect(necessary?.entries).toEqual([
      {
        kind: 'own',
        id: 'internal-necessary',
        cookies: [{ name: 'consent', expiration: '1 Jahr', description: 'Ihre Wahl.' }],
      },
    ])
  })

  test('the casino site runs Clarity for statistics, Google Analytics for marketing and, by the pixel rules, no advertising pixel', () => {
    const policy = policyOf(germanCasinoSiteId)
    expect(idsIn(policy, 'statistics')).toEqual(['integration:clarity'])
    // Google Analytics is a marketing integration: it starts on the marketing trigger (decision 032).
    expect(idsIn(policy, 'marketing')).toEqual(['integration:googleAnalytics'])
  })

  test("the finance site lists Google Analytics and each pixel some visit may load (Bing's only from Microsoft Ads)", () => {
    expect(idsIn(policyOf(financeSiteId), 'marketing')).toEqual([
      'integration:googleAnalytics',
      'integration:metaPixel',
      'integration:bing',
      'integration:tiktok',
    ])
  })

  test("an integration's cookies are its own; the CMS adds what it knows of them", () => {
    const analytics = policyOf(germanCasinoSiteId)
      .find((category) => category.id === 'marketing')
      ?.entries.find((entry) => entry.id === 'googleAnalytics')
    expect(analytics?.cookies).toEqual([
      { name: '_ga', expiration: '2 Jahre', description: 'Kennung.' },
      { name: '_ga_*' },
      { name: '_gid' },
      { name: '_gat*' },
    ])
  })
})

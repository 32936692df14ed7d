// Shared Playwright fixtures: every test's page waits for hydration after each navigation it starts
// with goto, so tests interact with the app, not with inert server HTML. Unless a test says
// otherwise (test.use({ answeredConsent: false })), the visitor has already answered the consent
// modal with "necessary only", so the modal stays out of the way and nothing tracks.
import { test as base, expect } from '@playwright/test'

export const necessaryOnlyConsent = {
  id: '0d6c1c3e-2f7a-4b8e-9a51-3c2f1e0b7d42',
  necessary: true,
  preferences: false,
  statistics: false,
  marketing: false,
  givenAt: '2026-01-01T00:00:00.000Z',
  policyRevision: 1,
}

/** A visitor who accepted everything (attribution cookies wait for marketing consent). */
export const allGrantedConsent = { ...necessaryOnlyConsent, preferences: true, statistics: true, marketing: true }

/** A page of each kind of content entry on the German site (docs/decisions/031-content-pages.md). */
export const entryPageSamples = [
  '/ratgeber/ggl-whitelist/',
  '/autoren/lena-hoffmann/',
  '/spielehersteller/netent/',
  '/zahlungsmethoden/paypal/',
  '/slots/starburst/',
  '/casinos/nordlicht-casino/',
  '/casinos/spinoase/',
]

export const test = base.extend<{ answeredConsent: boolean }>({
  answeredConsent: [true, { option: true }],
  context: async ({ context, answeredConsent, baseURL }, use) => {
    if (answeredConsent)
      await context.addCookies([
        { name: 'consent', value: encodeURIComponent(JSON.stringify(necessaryOnlyConsent)), url: baseURL },
      ])
    await use(context)
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (response?.ok()) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      return response
    }
    await use(page)
  },
})

export { expect }

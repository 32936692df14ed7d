// Helpers for the paid-visit tests (tests/e2e/*paid-visit.e2e.ts): a visitor from a country, the
// landing's cookies, and a click-out followed to the operator, whose site is answered here.
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'

const geolocation = (country: string) => encodeURIComponent(JSON.stringify({ 'viewer-country': country }))

export async function visitFrom(context: BrowserContext, baseURL: string | undefined, country: string) {
  await context.addCookies([{ name: 'geolocation', value: geolocation(country), url: baseURL }])
}

/** The attribution cookies the browser holds (name -> value). */
export async function trackingCookies(context: BrowserContext) {
  const names = ['google_click_id', 'microsoft_click_id', 'sub_id', 'impression_id', 'unique_user_id']
  return Object.fromEntries(
    (await context.cookies())
      .filter((cookie) => names.includes(cookie.name))
      .map((cookie) => [cookie.name, cookie.value]),
  )
}

/** The impression id a product link carries once the page's impression is known. */
export async function linkedImpression(link: Locator): Promise<string> {
  await expect(link).toHaveAttribute('href', /[?&]imp=[0-9a-f-]{36}/)
  return new URL((await link.getAttribute('href')) ?? '', 'http://x').searchParams.get('imp') ?? ''
}

/** Clicks the link (it opens a tab) and answers the operator URL the visitor arrives at. */
export async function clickOut(page: Page, context: BrowserContext, link: Locator): Promise<URL> {
  // Every https request not stubbed by the page (third-party scripts) is the operator's site.
  await context.route(/^https:\/\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Operator</title>' }),
  )
  const [operator] = await Promise.all([context.waitForEvent('page'), link.click()])
  await operator.waitForURL((url) => url.protocol === 'https:')
  const url = new URL(operator.url())
  await operator.close()
  await page.bringToFront()
  return url
}

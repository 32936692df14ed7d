// Helpers for the paid-visit tests (tests/e2e/*paid-visit.e2e.ts): a visitor from a country, the
// landing's cookies, a click-out followed to the operator (whose site is answered here), and the
// scenarios both sites share.
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { stubThirdParties, thirdPartyCalls } from './third-party-stubs.ts'

const geolocation = (country: string) => encodeURIComponent(JSON.stringify({ 'viewer-country': country }))

export async function visitFrom(context: BrowserContext, baseURL: string | undefined, country: string) {
  await context.addCookies([{ name: 'geolocation', value: geolocation(country), url: baseURL }])
}

/** A German visitor opens the URL and accepts all in the consent dialog; the page is hydrated. */
export async function acceptAllFromGermany(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  url: string,
) {
  await visitFrom(context, baseURL, 'DE')
  await page.goto(url)
  await page.getByRole('dialog').getByRole('button', { name: 'Alle akzeptieren' }).click()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
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

type Leads = (sql: string, ...parameters: string[]) => Record<string, unknown>[]

export type PaidVisit = {
  /** A Google Ads landing: gclid and subid in the query. */
  landing: string
  gclid: string
  subId: string
  /** The first product's call to action on the landing page. */
  firstLink: (page: Page) => Locator
  queryLeads: Leads
}

const googleAds = (subId: string) => ({ channel_id: 2, channel_name: 'google-ads', sub_id: subId })

/**
 * The tracking integrations whose own code the page downloaded (their runtimes' chunks,
 * app/integrations/lazy-integration.ts), by name: `meta-pixel` for meta-pixel.runtime-*.js.
 */
export const integrationChunks = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? '')
      .filter((file) => file.includes('.runtime-'))
      .map((file) => file.slice(0, file.indexOf('.runtime-')))
      .sort(),
  )

/** Without consent the browser keeps no attribution cookie, ran no third-party script, and downloaded no integration's code. */
async function expectNothingKept(page: Page, context: BrowserContext) {
  expect(await trackingCookies(context)).toEqual({})
  expect(await thirdPartyCalls(page)).toEqual({})
  expect(await integrationChunks(page)).toEqual([])
}
export const impressionRow = (queryLeads: Leads, id: string) =>
  queryLeads('SELECT channel_id, channel_name, sub_id FROM impressions WHERE id = ?', id)
export const clicksOf = (queryLeads: Leads, id: string) =>
  queryLeads('SELECT product_id, target_url FROM clicks WHERE impression_id = ?', id)

/** The scenarios every site shares: nothing answered, necessary only, a visitor outside the EU. */
export function paidVisitTests({ landing, gclid, subId, firstLink, queryLeads }: PaidVisit) {
  test.use({ answeredConsent: false })
  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page)
  })

  test('(a) a German visitor who does nothing: attributed first-party, nothing stored, nothing loaded', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL, 'DE')
    await page.goto(landing)
    await expect(page.getByRole('dialog')).toBeVisible()
    const id = await linkedImpression(firstLink(page))
    expect(impressionRow(queryLeads, id)).toEqual([googleAds(subId)])
    await expectNothingKept(page, context)
  })

  test('(b) necessary only, then a click-out: the operator gets the subId, not the click id', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL, 'DE')
    await page.goto(landing)
    await page.getByRole('dialog').getByRole('button', { name: 'Nur notwendige Cookies' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const link = firstLink(page)
    const id = await linkedImpression(link)
    const operator = await clickOut(page, context, link)
    expect(operator.searchParams.get('subid')).toBe(subId)
    expect(operator.searchParams.has('gclid')).toBe(false)
    expect(impressionRow(queryLeads, id)).toEqual([googleAds(subId)])
    expect(clicksOf(queryLeads, id)).toEqual([{ product_id: expect.any(String), target_url: operator.toString() }])
    await expectNothingKept(page, context)
  })

  test('a visitor from outside the EU: tracked by default, the click id goes to the operator', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL, 'US')
    await page.goto(landing)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const link = firstLink(page)
    const id = await linkedImpression(link)
    await expect.poll(() => trackingCookies(context)).toMatchObject({ google_click_id: gclid, impression_id: id })
    const operator = await clickOut(page, context, link)
    expect(operator.searchParams.get('gclid')).toBe(gclid)
    expect(operator.searchParams.get('subid')).toBe(subId)
    expect(impressionRow(queryLeads, id)).toEqual([googleAds(subId)])
    expect(clicksOf(queryLeads, id)).toHaveLength(1)
  })
}

/**
 * Scenario (c): accept all on the landing, the networks the site runs start, then a click-out that
 * carries the click id and the subId, told to Google Analytics. Answers the impression id and what
 * the stubbed services were told, for each site's own checks.
 */
export async function acceptAllAndClickOut(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  visit: PaidVisit,
  networks: string[],
) {
  await acceptAllFromGermany(page, context, baseURL, visit.landing)
  await expect.poll(() => trackingCookies(context)).toMatchObject({ google_click_id: visit.gclid, sub_id: visit.subId })
  const id = await linkedImpression(visit.firstLink(page))
  await expect.poll(async () => (await trackingCookies(context)).impression_id).toBe(id)
  expect(impressionRow(visit.queryLeads, id)).toEqual([googleAds(visit.subId)])
  await expect.poll(async () => Object.keys(await thirdPartyCalls(page)).sort()).toEqual(networks)
  const operator = await clickOut(page, context, visit.firstLink(page))
  expect(operator.searchParams.get('subid')).toBe(visit.subId)
  expect(operator.searchParams.get('gclid')).toBe(visit.gclid)
  expect(clicksOf(visit.queryLeads, id)).toHaveLength(1)
  const calls = await thirdPartyCalls(page)
  expect(calls.google).toContainEqual(['event', 'select_content', { impression_id: id }])
  return { id, calls }
}

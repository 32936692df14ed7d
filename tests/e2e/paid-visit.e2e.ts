// The paid visit on the German casino site (docs/decisions/013): a Google Ads visitor from Germany
// lands on /?gclid=…&subid=…, and whatever they answer the impression is stored with the campaign's
// channel and subId, and the subId reaches the operator; the click id only with marketing consent.
// Checked in the leads database, at the operator and in what the stubbed services were told.
import { expect, test } from '../support/fixtures.ts'
import { queryLeads } from '../support/leads-db.ts'
import { clickOut, linkedImpression, trackingCookies, visitFrom } from '../support/paid-visit.ts'
import { stubThirdParties, thirdPartyCalls } from '../support/third-party-stubs.ts'

test.use({ answeredConsent: false })

const landing = '/?gclid=G-PAID-1&subid=campaign-de'
const impression = (id: string) =>
  queryLeads('SELECT channel_id, channel_name, sub_id FROM impressions WHERE id = ?', id)
const clicksOf = (id: string) => queryLeads('SELECT product_id, target_url FROM clicks WHERE impression_id = ?', id)
const firstCasinoLink = (page: import('@playwright/test').Page) =>
  page.getByRole('link', { name: /^Zum Casino/ }).first()
const googleAds = { channel_id: 2, channel_name: 'google-ads', sub_id: 'campaign-de' }

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
  const id = await linkedImpression(firstCasinoLink(page))
  expect(impression(id)).toEqual([googleAds])
  expect(await trackingCookies(context)).toEqual({})
  expect(await thirdPartyCalls(page)).toEqual({})
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
  const link = firstCasinoLink(page)
  const id = await linkedImpression(link)
  const operator = await clickOut(page, context, link)
  expect(operator.searchParams.get('subid')).toBe('campaign-de')
  expect(operator.searchParams.has('gclid')).toBe(false)
  expect(impression(id)).toEqual([googleAds])
  expect(clicksOf(id)).toEqual([{ product_id: expect.any(String), target_url: operator.toString() }])
  expect(await trackingCookies(context)).toEqual({})
  expect(await thirdPartyCalls(page)).toEqual({})
})

test('(c) accept all, then a click-out: the landing is stored, the click id goes along, Google hears of it', async ({
  page,
  context,
  baseURL,
}) => {
  await visitFrom(context, baseURL, 'DE')
  await page.goto(landing)
  await page.getByRole('dialog').getByRole('button', { name: 'Alle akzeptieren' }).click()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect
    .poll(() => trackingCookies(context))
    .toMatchObject({ google_click_id: 'G-PAID-1', sub_id: 'campaign-de' })
  const link = firstCasinoLink(page)
  const id = await linkedImpression(link)
  await expect.poll(async () => (await trackingCookies(context)).impression_id).toBe(id)
  await expect.poll(async () => Object.keys(await thirdPartyCalls(page)).sort()).toEqual(['clarity', 'google'])
  const operator = await clickOut(page, context, link)
  expect(operator.searchParams.get('subid')).toBe('campaign-de')
  expect(operator.searchParams.get('gclid')).toBe('G-PAID-1')
  expect(impression(id)).toEqual([googleAds])
  expect(clicksOf(id)).toHaveLength(1)
  // The casino site runs no advertising pixel (SPEC section 6); Google Analytics gets the click-out.
  const { google = [] } = await thirdPartyCalls(page)
  expect(google).toContainEqual(['event', 'select_content', { impression_id: id }])
})

test('a visitor from outside the EU: tracked by default, the click id goes to the operator', async ({
  page,
  context,
  baseURL,
}) => {
  await visitFrom(context, baseURL, 'US')
  await page.goto(landing)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const link = firstCasinoLink(page)
  const id = await linkedImpression(link)
  await expect.poll(() => trackingCookies(context)).toMatchObject({ google_click_id: 'G-PAID-1', impression_id: id })
  const operator = await clickOut(page, context, link)
  expect(operator.searchParams.get('gclid')).toBe('G-PAID-1')
  expect(operator.searchParams.get('subid')).toBe('campaign-de')
  expect(impression(id)).toEqual([googleAds])
  expect(clicksOf(id)).toHaveLength(1)
})

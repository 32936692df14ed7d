// Attribution in the browser: a campaign landing is stored with its channel, each product view is
// recorded once, and a reload reuses the impression. Checked in the server's own SQLite file.
import type { BrowserContext, Page } from '@playwright/test'
import { allGrantedConsent, expect, test } from '../support/fixtures.ts'
import { queryLeads } from '../support/leads-db.ts'

// Attribution cookies are stored only with marketing consent: these visitors gave it.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'consent', value: encodeURIComponent(JSON.stringify(allGrantedConsent)), url: baseURL },
  ])
})

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((candidate) => candidate.name === name)?.value
}

async function impressionIdOf(context: BrowserContext) {
  await expect.poll(() => cookie(context, 'impression_id')).toMatch(/^[0-9a-f-]{36}$/)
  return (await cookie(context, 'impression_id')) ?? ''
}

const productViews = (impressionId: string) =>
  queryLeads(
    "SELECT product_id, position FROM user_events WHERE impression_id = ? AND partition_key = 'productView' ORDER BY position",
    impressionId,
  )

async function scrollThroughList(page: Page) {
  const cards = page.locator('[data-product-id][data-position]')
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded()
    await page.waitForTimeout(50)
  }
  return cards.evaluateAll((elements) =>
    elements.map((element) => ({
      product_id: element.getAttribute('data-product-id'),
      position: Number(element.getAttribute('data-position')),
    })),
  )
}

test('a campaign landing sets the tracking cookies and stores the impression with its channel', async ({
  page,
  context,
}) => {
  await page.goto('/?gclid=G1&subid=abc')
  const impressionId = await impressionIdOf(context)
  expect(await cookie(context, 'google_click_id')).toBe('G1')
  expect(await cookie(context, 'sub_id')).toBe('abc')
  expect(await cookie(context, 'unique_user_id')).toMatch(/^[0-9a-f-]{36}$/)
  expect(queryLeads('SELECT channel_id, channel_name, sub_id FROM impressions WHERE id = ?', impressionId)).toEqual([
    { channel_id: 2, channel_name: 'google-ads', sub_id: 'abc' },
  ])
})

test('scrolling the list records each product view once; a reload reuses the impression', async ({
  page,
  context,
  baseURL,
}) => {
  // Product views count only on the site's own host, or in test mode.
  await context.addCookies([{ name: 'test_mode', value: '1', url: baseURL ?? '' }])
  await page.goto('/?subid=scroll')
  const impressionId = await impressionIdOf(context)
  const cards = await scrollThroughList(page)
  expect(cards.length).toBeGreaterThan(5)
  await expect.poll(() => productViews(impressionId)).toEqual(cards)

  // After a reload the browser knows what it already sent: no product view goes out again.
  const eventsSent: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user-events')) eventsSent.push(request.postData() ?? '')
  })
  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await scrollThroughList(page)
  expect(await impressionIdOf(context)).toBe(impressionId)
  // Give a wrongly repeated view time to go out before counting.
  await page.waitForTimeout(500)
  expect(eventsSent).toEqual([])
  expect(productViews(impressionId)).toEqual(cards)
  const uniqueUserId = (await cookie(context, 'unique_user_id')) ?? ''
  expect(queryLeads('SELECT id FROM impressions WHERE unique_user_id = ?', uniqueUserId)).toEqual([
    { id: impressionId },
  ])
})

test('an outbound click is recorded with the impression and forwarded with subId and click id', async ({
  page,
  context,
}) => {
  await page.goto('/?gclid=G7&subid=out')
  const impressionId = await impressionIdOf(context)
  const card = page.locator('[data-product-id][data-position="1"]')
  const productId = (await card.getAttribute('data-product-id')) ?? ''
  // The card's click-out (its name and "Zum Testbericht" lead to the casino's review).
  const link = card.getByRole('link', { name: /^Zum Casino/ })
  // The link carries the visit (docs/decisions/013); this visitor gave marketing consent.
  await expect(link).toHaveAttribute('href', `/go/${productId}/?imp=${impressionId}&subid=out&page=%2F&pos=1&gclid=G7`)
  const href = (await link.getAttribute('href')) ?? ''
  // The operator's site itself is not reachable from the test.
  const response = await page.request.get(href, { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  const location = new URL(response.headers().location ?? '')
  expect(location.protocol).toBe('https:')
  const { clickref, ...forwarded } = Object.fromEntries(location.searchParams)
  expect(forwarded).toEqual({ subid: 'out', gclid: 'G7' })
  expect(
    queryLeads('SELECT product_id, click_id, page, position FROM clicks WHERE impression_id = ?', impressionId),
  ).toEqual([{ product_id: productId, click_id: clickref, page: '/', position: 1 }])
})

test('a page without products sends its impression with noProducts, a list page without', async ({ page }) => {
  const bodies: Array<{ noProducts?: boolean }> = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/impression')) bodies.push(request.postDataJSON())
  })
  await page.goto('/privacy-policy/')
  await expect.poll(() => bodies.length).toBe(1)
  await page.goto('/online-casinos-mit-paypal/')
  await expect.poll(() => bodies.length).toBe(2)
  expect(bodies.map((body) => body.noProducts)).toEqual([true, false])
})

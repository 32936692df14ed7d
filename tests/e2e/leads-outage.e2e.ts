// A leads API outage in the browser: the impression request fails, the page renders all the same,
// the failure is logged, and the visitor's next navigation sends the impression again.
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { allGrantedConsent, expect, test } from '../support/fixtures.ts'
import { leadsDbPath, queryLeads } from '../support/leads-db.ts'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'consent', value: encodeURIComponent(JSON.stringify(allGrantedConsent)), url: baseURL },
  ])
})

test('a failed impression leaves the page alone, is logged, and is sent again on the next navigation', async ({
  page,
}) => {
  const subId = `outage-${randomUUID()}`
  // The server creates its leads database with the first stored row.
  const stored = () =>
    existsSync(leadsDbPath(process.env.E2E_PORT ?? ''))
      ? queryLeads('SELECT id FROM impressions WHERE sub_id = ?', subId).length
      : 0
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text())
  })
  let attempts = 0
  await page.route('**/api/impression', async (route) => {
    attempts++
    if (attempts === 1) await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })
    else await route.continue()
  })

  await page.goto(`/?subid=${subId}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('[data-product-id]').first()).toBeVisible()
  // Other reports may come first (an unstubbed analytics script that cannot load here is reported too).
  await expect.poll(() => logged.some((text) => text.includes('[report] error') && text.includes('503'))).toBe(true)
  // Nothing retries behind the visitor's back: one attempt until they move on.
  await page.waitForTimeout(500)
  expect(attempts).toBe(1)
  expect(stored()).toBe(0)

  // A client-side navigation (no reload, which would start over anyway).
  await page.evaluate(() => Object.assign(window, { navigationMarker: 'kept' }))
  await page.locator('aside').getByRole('link', { name: 'PayPal', exact: true }).click()
  await expect(page).toHaveURL(/\/online-casinos-mit-paypal\/$/)
  await expect.poll(stored).toBe(1)
  expect(attempts).toBe(2)

  // Once stored, further navigations reuse it.
  await page.goBack()
  await expect(page).toHaveURL(/\/\?subid=/)
  await page.waitForTimeout(500)
  expect(attempts).toBe(2)
  expect(await page.evaluate(() => (window as unknown as { navigationMarker?: string }).navigationMarker)).toBe('kept')
})

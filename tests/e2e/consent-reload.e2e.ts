// One landing, one impression, when the consent answer reloads the page (a grant the page's
// Content-Security-Policy does not cover reloads it; see docs/decisions/021). The landing's
// impression request is held at the network in each order it can meet the answer: answered before
// the click, stored by the server but its answer still on the way, not yet at the server, failed,
// and hanging. Checked in the leads database: the campaign's impressions, counted by its subId.
import { randomUUID } from 'node:crypto'
import type { Page, Route } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { queryLeads } from '../support/leads-db.ts'
import { linkedImpression, visitFrom } from '../support/paid-visit.ts'
import { stubThirdParties } from '../support/third-party-stubs.ts'

test.use({ answeredConsent: false })

/** A landing of its own: the subId tells this test's impressions from every other test's. */
function campaign() {
  const subId = `reload-${randomUUID().slice(0, 8)}`
  return {
    landing: `/?gclid=G-RELOAD&subid=${subId}`,
    impressions: () => queryLeads('SELECT id FROM impressions WHERE sub_id = ?', subId).map((row) => String(row.id)),
  }
}

const firstLink = (page: Page) => page.getByRole('link', { name: /^Zum Casino/ }).first()

/** The first impression request goes to `first`; any later one goes through. */
async function holdFirstImpression(page: Page, first: (route: Route) => Promise<void>) {
  let seen = 0
  await page.route('**/api/impression', (route) => (seen++ === 0 ? first(route) : route.continue()))
}

/** A promise and the function that settles it. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

/** Accepts everything; answers once the page has reloaded and hydrated again. */
async function acceptAllAndReload(page: Page, whileWaiting: () => Promise<void> = async () => {}) {
  const reloaded = page.waitForEvent('load')
  await page.getByRole('dialog').getByRole('button', { name: 'Alle akzeptieren' }).click()
  await whileWaiting()
  await reloaded
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

test.beforeEach(async ({ page, context, baseURL }) => {
  await stubThirdParties(page)
  await visitFrom(context, baseURL, 'DE')
})

test('the impression answered before the click: the reloaded page keeps it', async ({ page }) => {
  const { landing, impressions } = campaign()
  await page.goto(landing)
  const id = await linkedImpression(firstLink(page))
  await acceptAllAndReload(page)
  expect(await linkedImpression(firstLink(page))).toBe(id)
  expect(impressions()).toEqual([id])
})

test('stored, but its answer still on the way when the visitor accepts: one impression', async ({ page }) => {
  const { landing, impressions } = campaign()
  const answer = gate()
  await holdFirstImpression(page, async (route) => {
    const response = await route.fetch()
    await answer.opened
    await route.fulfill({ response }).catch(() => {})
  })
  await page.goto(landing)
  await expect.poll(impressions).toHaveLength(1)
  const [stored] = impressions()
  await acceptAllAndReload(page, async () => {
    // The answer arrives after the click.
    await page.waitForTimeout(300)
    answer.open()
  })
  expect(await linkedImpression(firstLink(page))).toBe(stored)
  expect(impressions()).toEqual([stored])
})

test('not yet at the server when the visitor accepts: one impression', async ({ page }) => {
  const { landing, impressions } = campaign()
  const request = gate()
  await holdFirstImpression(page, async (route) => {
    await request.opened
    await route.continue().catch(() => {})
  })
  await page.goto(landing)
  await acceptAllAndReload(page, async () => {
    await page.waitForTimeout(300)
    expect(impressions()).toEqual([])
    request.open()
  })
  const id = await linkedImpression(firstLink(page))
  expect(impressions()).toEqual([id])
})

test('the impression request failed: the reloaded page makes the one impression', async ({ page }) => {
  const { landing, impressions } = campaign()
  const failed = gate()
  await holdFirstImpression(page, async (route) => {
    await route.fulfill({ status: 503, headers: { 'retry-after': '1' }, json: { error: { code: 'unavailable' } } })
    failed.open()
  })
  await page.goto(landing)
  await failed.opened
  await acceptAllAndReload(page)
  const id = await linkedImpression(firstLink(page))
  expect(impressions()).toEqual([id])
})

test('the impression request hangs: the page still reloads, within seconds', async ({ page }) => {
  const { landing, impressions } = campaign()
  // Never answered, never sent on.
  await holdFirstImpression(page, () => new Promise(() => {}))
  await page.goto(landing)
  const started = Date.now()
  await acceptAllAndReload(page)
  expect(Date.now() - started).toBeLessThan(10_000)
  const id = await linkedImpression(firstLink(page))
  expect(impressions()).toEqual([id])
})

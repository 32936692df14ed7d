// Consent is granted in place (docs/decisions/021): an EU campaign visitor who accepts everything
// stays on the page they are on, with the one impression their landing made, while the integrations
// start; no address ever names a visitor's impression, so a shared link gives its recipient their
// own. And the dialog shows both choices at first paint on every phone.
import { randomUUID } from 'node:crypto'
import type { Page, Route } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { queryLeads } from '../support/leads-db.ts'
import { linkedImpression, trackingCookies, visitFrom } from '../support/paid-visit.ts'
import { stubThirdParties, thirdPartyCalls } from '../support/third-party-stubs.ts'

test.use({ answeredConsent: false })

/** A landing of its own: the subId tells this test's impressions from every other test's. */
function campaign() {
  const subId = `grant-${randomUUID().slice(0, 8)}`
  return {
    subId,
    landing: `/?gclid=G-GRANT&subid=${subId}`,
    impressions: () => queryLeads('SELECT id FROM impressions WHERE sub_id = ?', subId).map((row) => String(row.id)),
  }
}

const firstLink = (page: Page) => page.getByRole('link', { name: /^Zum Casino/ }).first()
const acceptAll = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Alle akzeptieren' }).click()

/** Every document the page loads from here on, and every main-frame navigation. */
function watchNavigations(page: Page) {
  const documents: string[] = []
  const navigations: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  })
  return { documents, navigations }
}

test.describe('granting in place', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await stubThirdParties(page)
    await visitFrom(context, baseURL, 'DE')
  })

  test('accept all: no reload, the address unchanged, the integrations start, one impression', async ({
    page,
    context,
  }) => {
    const { landing, impressions } = campaign()
    await page.goto(landing)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const id = await linkedImpression(firstLink(page))
    const address = page.url()
    await page.evaluate(() => window.scrollTo(0, 400))
    const watched = watchNavigations(page)
    const impressionRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/impression')) impressionRequests.push(request.url())
    })
    await acceptAll(page)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // GA4 and Clarity, the German site's integrations, start on this page.
    await expect.poll(async () => Object.keys(await thirdPartyCalls(page)).sort()).toEqual(['clarity', 'google'])
    await expect.poll(() => trackingCookies(context)).toMatchObject({ impression_id: id, google_click_id: 'G-GRANT' })
    expect(watched).toEqual({ documents: [], navigations: [] })
    expect(page.url()).toBe(address)
    expect(page.url()).not.toContain(id)
    expect(await page.evaluate(() => window.scrollY)).toBe(400)
    expect(impressionRequests).toEqual([])
    expect(impressions()).toEqual([id])
  })

  test('accepted while the impression is still on its way: still one impression, no reload', async ({ page }) => {
    const { landing, impressions } = campaign()
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let held = false
    await page.route('**/api/impression', async (route: Route) => {
      if (held) return route.continue()
      held = true
      await released
      await route.continue().catch(() => {})
    })
    await page.goto(landing)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const watched = watchNavigations(page)
    await acceptAll(page)
    release()
    const id = await linkedImpression(firstLink(page))
    expect(impressions()).toEqual([id])
    expect(watched).toEqual({ documents: [], navigations: [] })
  })
})

test('a shared link gives its recipient their own impression, attributed by its campaign', async ({
  browser,
  baseURL,
}) => {
  const { landing, subId, impressions } = campaign()
  const visitor = async (url: string) => {
    const context = await browser.newContext({ baseURL })
    await visitFrom(context, baseURL, 'US')
    const page = await context.newPage()
    await stubThirdParties(page)
    await page.goto(url)
    const id = await linkedImpression(firstLink(page))
    return { context, page, id }
  }
  const sharer = await visitor(landing)
  // What the sharer copies from the address bar names no impression.
  const shared = sharer.page.url()
  expect(shared).not.toContain(sharer.id)
  // Even a link made by hand to name it attaches nobody to the sharer's impression.
  const recipient = await visitor(`${shared}&impression_id=${sharer.id}`)
  expect(recipient.id).not.toBe(sharer.id)
  expect(impressions().sort()).toEqual([sharer.id, recipient.id].sort())
  expect(queryLeads('SELECT sub_id FROM impressions WHERE id = ?', recipient.id)).toEqual([{ sub_id: subId }])
  await sharer.context.close()
  await recipient.context.close()
})

for (const viewport of [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 412, height: 915 },
]) {
  test.describe(`on a ${viewport.width}×${viewport.height} phone`, () => {
    test.use({ viewport })

    test('both choices are in sight at first paint, the same size, and the text scrolls', async ({
      page,
      context,
      baseURL,
    }) => {
      // The server renders the dialog open, and hydrating changes nothing of its layout.
      await visitFrom(context, baseURL, 'DE')
      await page.goto('/')
      const dialog = page.getByRole('dialog')
      const buttons = [
        dialog.getByRole('button', { name: 'Nur notwendige Cookies' }),
        dialog.getByRole('button', { name: 'Alle akzeptieren' }),
      ]
      const boxes = await Promise.all(buttons.map((button) => button.boundingBox()))
      for (const box of boxes) {
        expect(box).not.toBeNull()
        if (!box) continue
        expect(box.y).toBeGreaterThanOrEqual(0)
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      }
      expect(boxes[0]?.width).toBe(boxes[1]?.width)
      expect(boxes[0]?.height).toBe(boxes[1]?.height)
      const [refuse, accept] = await Promise.all(
        buttons.map((button) =>
          button.evaluate((element) => {
            const style = getComputedStyle(element)
            return [style.backgroundColor, style.color, style.fontWeight, style.borderColor]
          }),
        ),
      )
      expect(refuse).toEqual(accept)
      // The text above them is still reachable: it scrolls inside the dialog.
      const scroll = dialog.locator('.consent-modal__scroll')
      await scroll.evaluate((element) => element.scrollTo(0, element.scrollHeight))
      await expect(dialog.getByRole('link', { name: 'Datenschutzerklärung' })).toBeInViewport()
    })
  })
}

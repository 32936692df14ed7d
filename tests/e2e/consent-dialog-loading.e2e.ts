// The consent dialog's code is loaded only by visitors who see it (decision 019): one who must answer
// has it in the first HTML, painted before any script runs and without a layout shift once the
// page hydrates; one who already answered downloads none of it until opening the settings.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'

const dialogChunk = /\/assets\/consent-dialog-[^/]+\.js$/

function scriptsRequested(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

/** The page's cumulative layout shift so far, as Chromium reports it (buffered from the start). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 500)
      }),
  )

test.describe('a visitor who must answer', () => {
  test.use({ answeredConsent: false })

  test('sees the dialog before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible()
    await context.close()
  })

  test('loads its code before hydrating: it answers the first click, and nothing shifts', async ({ page }) => {
    const scripts = scriptsRequested(page)
    await page.goto('/')
    expect(scripts.filter((path) => dialogChunk.test(path))).toHaveLength(1)
    expect(await layoutShift(page)).toBe(0)
    await page.getByRole('dialog').getByRole('button', { name: 'Nur notwendige Cookies' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('whose download of its code fails once still gets a page that hydrates, and the dialog works', async ({
    page,
  }) => {
    let aborted = 0
    await page.route(dialogChunk, (route) => (aborted++ === 0 ? route.abort('connectionreset') : route.continue()))
    // The dialog takes clicks once the render that needs its code has fetched it again.
    const retried = page.waitForResponse((response) => dialogChunk.test(new URL(response.url()).pathname))
    await page.goto('/')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    expect(aborted).toBeGreaterThan(0)
    expect((await retried).ok()).toBe(true)
    await page.getByRole('dialog').getByRole('button', { name: 'Nur notwendige Cookies' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test.describe('a visitor who already answered', () => {
  test('downloads no consent dialog code, until opening the settings', async ({ page }) => {
    const scripts = scriptsRequested(page)
    await page.goto('/')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // Whatever loads after hydration (Sentry, prefetches) has had its chance.
    await page.waitForLoadState('networkidle')
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((path) => dialogChunk.test(path))).toEqual([])

    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(scripts.filter((path) => dialogChunk.test(path))).toHaveLength(1)
    // The details tab fills in from what the dialog fetched when it opened.
    await page.getByRole('tab', { name: 'Details' }).click()
    await expect(page.getByRole('tabpanel').locator('details').first()).toBeVisible()
  })
})

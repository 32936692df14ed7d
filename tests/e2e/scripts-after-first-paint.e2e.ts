// The build's entry and the chunks it imports are requested after the first paint
// (build/start-after-first-paint.ts), so a page paints from its server HTML without sharing the
// connection with its JavaScript; it still hydrates, once, without errors, for a visitor who must
// answer the consent dialog and for one who already did.
import type { Page } from '@playwright/test'
import { layerOrder } from '../../build/chunk-layers.ts'
import { expect, test } from '../support/fixtures.ts'

/**
 * Notes when the browser ran the page's first animation frame, the one that renders it. (The
 * paint entries carry the time the frame was shown, which on a loaded machine comes later.)
 */
const noteFirstFrame = (page: Page) =>
  page.addInitScript(() => {
    requestAnimationFrame(() => {
      ;(window as { firstFrameAt?: number }).firstFrameAt = performance.now()
    })
  })

/** When the page's first frame ran, and when each of the build's scripts was requested (ms). */
const timings = (page: Page) =>
  page.evaluate(() => ({
    firstFrame: (window as { firstFrameAt?: number }).firstFrameAt ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => ({ file: new URL(entry.name).pathname.split('/').pop() ?? '', requestedAt: entry.startTime })),
  }))

for (const answeredConsent of [false, true]) {
  test.describe(answeredConsent ? 'a visitor who answered' : 'a visitor who must be asked', () => {
    test.use({ answeredConsent })

    test('the entry and its layers are requested after the first frame, and the page hydrates once', async ({
      page,
    }) => {
      await noteFirstFrame(page)
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(error.message))
      await page.goto('/')
      const { firstFrame, scripts } = await timings(page)
      // The entry and the layers it imports (build/chunk-layers.ts), each requested once: TanStack's
      // <Scripts> meets the inline loader again after hydrating.
      for (const chunk of [...layerOrder, 'index'].map((name) => `${name}-`)) {
        const requests = scripts.filter(({ file }) => file.startsWith(chunk))
        expect(requests, `${chunk} requested once`).toHaveLength(1)
        expect(requests[0]?.requestedAt).toBeGreaterThanOrEqual(firstFrame)
      }
      expect(await page.locator('link[rel="modulepreload"][href^="/assets/index-"]').count()).toBe(1)
      await expect(page.getByRole('dialog')).toHaveCount(answeredConsent ? 0 : 1)
      expect(problems).toEqual([])
    })
  })
}

test('a document that gets no frames (a hidden iframe) still hydrates, a second later', async ({ page }) => {
  // As in an iframe that is not displayed: animation frame callbacks never run.
  await page.addInitScript(() => {
    window.requestAnimationFrame = () => 0
  })
  await page.goto('/')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const { scripts } = await timings(page)
  expect(scripts.find(({ file }) => file.startsWith('index-'))?.requestedAt).toBeGreaterThanOrEqual(1000)
})

test('a page opened in a hidden tab starts loading at once: it paints nothing to wait for', async ({ page }) => {
  // As in a background tab: hidden, and animation frame callbacks never run.
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' })
    window.requestAnimationFrame = () => 0
  })
  await page.goto('/')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const { scripts } = await timings(page)
  // The loader runs as the parser reaches it, just before the document is interactive; a document
  // without frames would wait a second more.
  const parsedAt = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
  )
  expect(scripts.find(({ file }) => file.startsWith('index-'))?.requestedAt).toBeLessThan(parsedAt + 500)
})

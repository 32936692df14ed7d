// The home page's first-load JavaScript and CSS (gzip, of the production build the suite serves:
// what the browser loads until the page has hydrated) stay within their ceiling, so the bundle
// cannot grow unnoticed. tests/support/first-load.ts says what counts; `npm run bench` prints the
// figures per page type.
import type { Page } from '@playwright/test'
import { firstLoad, homeCeiling, kb, total } from '../support/first-load.ts'
import { expect, test } from '../support/fixtures.ts'

for (const answeredConsent of [true, false])
  test.describe(answeredConsent ? 'a visitor who answered' : 'a visitor who is asked (the consent dialog too)', () => {
    test.use({ answeredConsent })
    test('the first load of / stays within its JavaScript and CSS ceiling', async ({ page }) => {
      await expectWithinCeiling(page)
    })
  })

async function expectWithinCeiling(page: Page) {
  const { js, css } = await firstLoad(page, '/')
  // The page loads a real bundle: React and the router at least.
  expect(total(js)).toBeGreaterThan(50 * 1024)
  expect(total(css)).toBeGreaterThan(0)
  const listing = (sizes: Map<string, number>) => [...sizes].map(([url, size]) => `${url} ${kb(size)}`).join(', ')
  expect(total(js), `JS ${kb(total(js))}: ${listing(js)}`).toBeLessThanOrEqual(homeCeiling.js)
  expect(total(css), `CSS ${kb(total(css))}: ${listing(css)}`).toBeLessThanOrEqual(homeCeiling.css)
}

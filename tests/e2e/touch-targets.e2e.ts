// Lighthouse's accessibility audit on a phone, as far as axe can run it in a test: every axe rule
// Lighthouse runs, including the touch-target size of WCAG 2.2 (2.5.8, 24 by 24 px or enough space
// around), which axe leaves off by default and Lighthouse turns on. On `/`, a list page, an article
// and a casino review, at the size of Lighthouse's emulated phone. The scores themselves:
// `node bench/lighthouse.bench.ts accessibility`.
import { axeViolationsWithTargetSize } from '../support/axe.ts'
import { expect, test } from '../support/fixtures.ts'

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })

for (const path of ['/', '/online-casinos-mit-paypal/', '/ratgeber/ggl-whitelist/', '/casinos/nordlicht-casino/'])
  test(`${path} on a phone has no axe violation, touch targets included`, async ({ page }) => {
    await page.goto(path)
    expect(await axeViolationsWithTargetSize(page)).toEqual([])
  })

// A block, or a casino card, far below the fold is neither laid out nor painted until it comes near
// the viewport (content-visibility, docs/decisions/024-render-what-is-on-screen.md). What must
// hold for a visitor all the same: nothing moves, and whatever is scrolled to or reached with the
// keyboard is there (a link to a block: navigation.e2e.ts).
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })

/** Whether the browser renders the element, or skips it as content of an off-screen block. */
const rendered = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))

/** Adds up the page's layout shifts as CLS does: every shift without recent input (scrolling is none). */
const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const recorded = window as unknown as { layoutShift: number }
    recorded.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!shift.hadRecentInput) recorded.layoutShift += shift.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)

test('on a phone, blocks and cards below the fold wait to be rendered, and nothing shifts', async ({ page }) => {
  await recordLayoutShifts(page)
  await page.goto('/')
  await expect(page.locator('h1')).toBeInViewport()
  expect(await rendered(page.locator('h1'))).toBe(true)
  expect(await rendered(page.locator('.casino-card').first().locator('h3'))).toBe(true)
  const lastCardName = page.locator('.casino-card').last().locator('h3')
  const lastBlockText = page.locator('.block').last().locator('p').first()
  expect(await rendered(lastCardName)).toBe(false)
  expect(await rendered(lastBlockText)).toBe(false)

  expect(await layoutShift(page)).toBe(0)

  // Scrolling down as a visitor does, part of a screen at a time: each card and block is rendered
  // as it comes near, its real height replacing the estimate before it is on screen.
  const scrollDownTo = async (target: Locator) => {
    for (let step = 0; step < 100 && !(await rendered(target)); step++)
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            window.scrollBy(0, 400)
            requestAnimationFrame(() => requestAnimationFrame(resolve))
          }),
      )
    expect(await rendered(target)).toBe(true)
  }
  await scrollDownTo(lastCardName)
  await scrollDownTo(lastBlockText)
  await lastBlockText.scrollIntoViewIfNeeded()
  await expect(lastBlockText).toBeInViewport()
  expect(await layoutShift(page)).toBe(0)
})

test.describe('a campaign visitor who has not answered the consent dialog', () => {
  test.use({ answeredConsent: false })

  test('gets the dialog at first paint over a page whose blocks below the fold wait, and nothing shifts', async ({
    page,
  }) => {
    await recordLayoutShifts(page)
    await page.goto('/?gclid=offscreen-test-1')
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await rendered(page.locator('h1'))).toBe(true)
    expect(await rendered(page.locator('.casino-card').last().locator('h3'))).toBe(false)
    expect(await rendered(page.locator('.block').last().locator('p').first())).toBe(false)
    // Refusing closes the dialog over the same page: it does not move either.
    await page.getByRole('dialog').getByRole('button', { name: 'Nur notwendige Cookies' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await layoutShift(page)).toBe(0)
  })
})

test('a question far below the fold is reached with the keyboard and answered on screen', async ({ page }) => {
  await page.goto('/')
  const question = page.locator('#faq summary').first()
  expect(await rendered(question)).toBe(false)
  await question.focus()
  await expect(question).toBeFocused()
  await expect(question).toBeInViewport()
  await page.keyboard.press('Enter')
  const answer = page.locator('#faq details').first().locator('p').first()
  await expect(answer).toBeVisible()
  await expect(answer).toBeInViewport()
})

// Accessibility checkers lay out a block that is not rendered yet on its own, inside its estimated
// height: a long last block then reached into the footer, and its text was judged against the
// footer's dark background (Lighthouse's accessibility score of the privacy page fell to 97).
for (const path of ['/', '/privacy-policy/', '/online-casinos-mit-paypal/'])
  test(`on a phone, ${path} has no contrast violation with its blocks below the fold not rendered`, async ({
    page,
  }) => {
    await page.goto(path)
    expect(await rendered(page.locator('.block').last().locator('p').first())).toBe(false)
    const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target))).toEqual([])
  })

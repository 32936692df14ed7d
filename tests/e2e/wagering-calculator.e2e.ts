// The wagering calculator on a casino's review: the server renders it with the casino's bonus and
// its result (a visitor without JavaScript reads it), the browser recomputes as figures change,
// by keyboard, and it stays usable and accessible on a 360×640 phone.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../support/fixtures.ts'

const calculator = '[data-block-type="wageringCalculator"]'

test('without JavaScript the review shows the calculator prefilled with the bonus and its result', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/casinos/nordlicht-casino/')
  const block = page.locator(calculator)
  // Nordlicht: 100 % up to 100 €, 35x the bonus; 100 € deposited earns it all; a 96 % slot.
  await expect(block.getByLabel('Einzahlung (€)')).toHaveValue('100')
  await expect(block.getByLabel('Bonus höchstens (€)')).toHaveValue('100')
  await expect(block.getByLabel('Umsatzbedingung (x)')).toHaveValue('35')
  await expect(block.locator('[data-result="turnover"]')).toHaveText('3.500 €')
  await expect(block.locator('[data-result="expectedCost"]')).toHaveText('140 €')
  await context.close()
})

test('the browser recomputes as the visitor types, by keyboard alone', async ({ page }) => {
  await page.goto('/casinos/spinoase/')
  const block = page.locator(calculator)
  // Spinoase: 200 % up to 1,000 €, 45x bonus and deposit: 500 € deposited, 67,500 € to turn over.
  await expect(block.locator('[data-result="turnover"]')).toHaveText('67.500 €')
  await block.getByLabel('Einzahlung (€)').focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('100')
  // 200 € bonus; 45 × 300 € = 13,500 €; at 96 % RTP 540 € expected loss.
  await expect(block.locator('[data-result="turnover"]')).toHaveText('13.500 €')
  await expect(block.locator('[data-result="expectedCost"]')).toHaveText('540 €')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(block.getByLabel('Umsatz auf')).toBeFocused()
  await block.getByLabel('Umsatz auf').selectOption('bonus')
  await expect(block.locator('[data-result="turnover"]')).toHaveText('9.000 €')
})

test.describe('on a 360×640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } })

  test('the calculator fits the screen and has no axe violation', async ({ page }) => {
    await page.goto('/casinos/nordlicht-casino/')
    const block = page.locator(calculator)
    await block.scrollIntoViewIfNeeded()
    const box = await block.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(360)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    const { violations } = await new AxeBuilder({ page }).include(calculator).analyze()
    expect(violations.map(({ id }) => id)).toEqual([])
  })
})

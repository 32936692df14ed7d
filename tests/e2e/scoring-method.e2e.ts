// The published scoring method as a visitor finds it: from a review's breakdown to the method page,
// which states every category with the weight app/products/scoring.ts computes the rating with (read
// here from that table, so a weight changed there and not on the page fails), how the total is
// made, and a worked example whose total is the method's. The page is indexed and in the sitemap.
import AxeBuilder from '@axe-core/playwright'
import { casinoRating, casinoScoreWeights } from '../../app/products/scoring.ts'
import { statedWeights } from '../support/compare.ts'
import { expect, test } from '../support/fixtures.ts'

test("a review's breakdown links to the method page, which states the weights the site computes with", async ({
  page,
}) => {
  await page.goto('/casinos/nordlicht-casino/')
  const breakdown = page.locator('.review__rating')
  await expect(breakdown.locator('[data-score-category]')).toHaveCount(Object.keys(casinoScoreWeights).length)
  await breakdown.getByRole('link', { name: 'So bewerten wir: unsere Methode im Detail' }).click()
  await expect(page).toHaveURL('/bewertungsmethode/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('So bewerten wir Online Casinos')

  expect(await statedWeights(page)).toEqual(
    Object.entries(casinoScoreWeights).map(([category, weight]) => [category, `${weight} %`]),
  )
  await expect(page.getByRole('rowheader', { name: 'Lizenz und Spielerschutz' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'So entsteht die Gesamtnote' })).toBeVisible()
  const example = { licence: 5, bonus: 4, payments: 4.5, games: 4, mobile: 5, support: 3.5 }
  await expect(page.locator('[data-method-example-total]')).toHaveText(
    casinoRating(example).toFixed(1).replace('.', ','),
  )

  // Indexed, with its own canonical, and in the sitemap.
  await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute('content', /noindex/)
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/bewertungsmethode/')
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  expect(violations.map(({ id }) => id)).toEqual([])
})

// Comparing finance products as a visitor does on the finance site: "Vergleichen" on three cards,
// the comparison page with the finance rows (rating and each category, rate, fee, amount, term, …)
// and a click-out from the second column recorded with position 2 and the comparison page. Every
// card opens its rating's breakdown, which links to the method page; that page states the finance
// weights of app/products/scoring.ts, in German and, on the US pages, in English.
import { financeRating, financeScoreWeights } from '../../app/products/scoring.ts'
import { chooseToCompare, comparedIds, comparisonRow, statedWeights } from '../support/compare.ts'
import { allGrantedConsent, expect, test } from '../support/fixtures.ts'
import { queryLeadsOf } from '../support/leads-db.ts'

const queryLeads = (sql: string, ...parameters: string[]) =>
  queryLeadsOf(process.env.E2E_FINANCE_PORT ?? '', sql, ...parameters)

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'consent', value: encodeURIComponent(JSON.stringify(allGrantedConsent)), url: baseURL },
  ])
})

test('three offers chosen from the cards, compared in finance rows, and a click-out of the second column recorded', async ({
  page,
  context,
}) => {
  await page.goto('/?subid=vergleich-fin')
  const ids = await chooseToCompare(page.locator('.finance-card'), [0, 2, 4])
  await expect(page).toHaveURL(new RegExp(`compare=${ids.join('%2C')}`))
  await expect(page.getByText('3 von 3 Angeboten gewählt')).toBeVisible()
  await page.getByRole('link', { name: 'Jetzt vergleichen' }).click()
  await expect(page).toHaveURL(`/vergleich/?ids=${ids.join('%2C')}`)

  expect(await comparedIds(page, 3)).toEqual(ids)
  for (const row of ['Bewertung (von 5)', 'Kosten', 'Konditionen', 'Effektiver Jahreszins', 'Kreditbetrag', 'Laufzeit'])
    await expect(comparisonRow(page, row)).toHaveCount(1)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'impression_id')?.value).toBeTruthy()
  const impressionId = (await context.cookies()).find((c) => c.name === 'impression_id')?.value ?? ''
  const second = page
    .locator('.comparison__actions td')
    .nth(1)
    .getByRole('link', { name: /^Zum Anbieter/ })
  const href = (await second.getAttribute('href')) ?? ''
  expect(href).toContain(`/go/${ids[1]}/`)
  expect(href).toContain('subid=vergleich-fin')
  expect(href).toContain('pos=2')
  expect((await page.request.get(href, { maxRedirects: 0 })).status()).toBe(302)
  expect(queryLeads('SELECT product_id, page, position FROM clicks WHERE impression_id = ?', impressionId)).toEqual([
    { product_id: ids[1], page: '/vergleich/', position: 2 },
  ])
})

test("a card's rating opens to its breakdown, which links to the method page with the finance weights", async ({
  page,
}) => {
  await page.goto('/kredite/')
  const card = page.locator('.finance-card').first()
  await card.getByText('So entsteht die Bewertung').click()
  const categories = card.locator('[data-score-category]')
  await expect(categories).toHaveCount(Object.keys(financeScoreWeights).length)
  await card.getByRole('link', { name: 'So bewerten wir: unsere Methode im Detail' }).click()
  await expect(page).toHaveURL('/bewertungsmethode/')
  expect(await statedWeights(page)).toEqual(
    Object.entries(financeScoreWeights).map(([category, weight]) => [category, `${weight} %`]),
  )
  const example = { costs: 4.5, conditions: 4, application: 5, service: 3.5 }
  await expect(page.locator('[data-method-example-total]')).toHaveText(
    financeRating(example).toFixed(1).replace('.', ','),
  )

  // The US pages state it in English.
  await page.goto('/us/rating-method/')
  await expect(page.getByRole('heading', { name: 'The categories and their weights' })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Costs' })).toBeVisible()
  await expect(page.locator('[data-method-category="costs"] [data-method-weight]')).toHaveText(
    `${financeScoreWeights.costs}%`,
  )
})

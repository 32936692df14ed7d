// A visitor sorts and narrows a finance list by its own parameters (docs/SPEC.md, "Filtering and
// sorting product lists"): in place with JavaScript, the same list from the server without it, in
// the locale's language and currency.
import type { Page } from '@playwright/test'
import { expect, necessaryOnlyConsent, test } from '../support/fixtures.ts'

const shownIds = (page: Page) =>
  page
    .locator('.finance-list [data-product-id]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-id')))

const form = (page: Page) => page.getByRole('form', { name: 'Liste filtern und sortieren' })

test('loans sorted by interest and narrowed by the amount needed, in place and without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/kredite/')
  expect(await shownIds(page)).toEqual(['fjord-finans', 'aurum-bank'])
  await form(page).getByLabel('Sortieren nach').selectOption('apr')
  await expect(page).toHaveURL('/kredite/?sort=apr')
  // Aurum's lowest rate (3,9 %) is below Fjord's (4,9 %).
  await expect.poll(() => shownIds(page)).toEqual(['aurum-bank', 'fjord-finans'])
  // 50 000 € is within both loans' ranges; a one-year term only Fjord offers.
  await form(page).getByLabel('Gewünschter Betrag').selectOption({ label: '50.000 €' })
  await expect(page).toHaveURL('/kredite/?sort=apr&amount=50000')
  await expect.poll(() => shownIds(page)).toEqual(['aurum-bank', 'fjord-finans'])
  await form(page).getByLabel('Gewünschte Laufzeit').selectOption('1')
  await expect(page).toHaveURL('/kredite/?sort=apr&amount=50000&term=1')
  await expect.poll(() => shownIds(page)).toEqual(['fjord-finans'])

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  await context.addCookies([
    { name: 'consent', value: encodeURIComponent(JSON.stringify(necessaryOnlyConsent)), url: baseURL ?? '' },
  ])
  const withoutJavaScript = await context.newPage()
  await withoutJavaScript.goto('/kredite/?term=1&amount=50000&sort=apr')
  expect(await shownIds(withoutJavaScript)).toEqual(['fjord-finans'])
  await context.close()
})

test('a Norwegian credit-card list sorts and narrows by annual fee, with its controls in Norwegian', async ({
  page,
}) => {
  await page.goto('/no/kredittkort/')
  const controls = page.getByRole('form', { name: 'Filtrer og sorter listen' })
  await controls.getByLabel('Sorter etter').selectOption({ label: 'Årsavgift' })
  await expect(page).toHaveURL('/no/kredittkort/?sort=fee')
  await expect.poll(() => shownIds(page)).toEqual(['nordlys-card', 'atlas-gold'])
  await controls.getByLabel('Årsavgift høyst').selectOption({ label: 'Ingen avgift' })
  await expect.poll(() => shownIds(page)).toEqual(['nordlys-card'])
})

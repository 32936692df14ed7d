// A visitor filters and sorts a casino list (docs/SPEC.md, "Filtering and sorting product lists"):
// by the controls, in place; by a typed URL; without JavaScript, the same list from the server;
// Back and Forward restore it; on a 360×640 phone every control is reachable and axe finds nothing;
// views and click-outs are recorded for the list as shown.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { axeViolationsWithTargetSize } from '../support/axe.ts'
import { allGrantedConsent, expect, necessaryOnlyConsent, test } from '../support/fixtures.ts'
import { queryLeads } from '../support/leads-db.ts'

const listPath = '/echtgeld-casinos/'

type SeedCasino = {
  id: string
  rank: number
  domain: string
  features: string[]
  paymentProviderIds: string[]
  bonus: { wagering: number }
}

/**
 * The list the seed content says /echtgeld-casinos/?payment=trustly&sort=wagering shows: its block's
 * real-money casinos on the GGL whitelist that take Trustly, lowest wagering first, ties by rank, ten.
 */
function expectedTrustlyByWagering(): string[] {
  const dir = join(process.env.E2E_CONTENT_DIR ?? 'content', '90', 'de-DE')
  const read = <T>(file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T
  const whitelisted = new Set(read<{ domain: string }[]>('ggl-whitelist.json').map(({ domain }) => domain))
  return read<SeedCasino[]>('products.json')
    .filter((casino) => whitelisted.has(casino.domain) && casino.features.includes('real-money'))
    .filter((casino) => casino.paymentProviderIds.includes('trustly'))
    .sort((a, b) => a.bonus.wagering - b.bonus.wagering || a.rank - b.rank)
    .slice(0, 10)
    .map(({ id }) => id)
}

const shownIds = (page: Page) =>
  page
    .locator('.casino-list [data-product-id]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-id')))

/** The list as a visitor without JavaScript gets it for a URL: the server's render. */
async function idsWithoutJavaScript(browser: Browser, baseURL: string | undefined, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  await context.addCookies([
    { name: 'consent', value: encodeURIComponent(JSON.stringify(necessaryOnlyConsent)), url: baseURL ?? '' },
  ])
  const page = await context.newPage()
  await page.goto(url)
  const ids = await shownIds(page)
  await context.close()
  return ids
}

const form = (page: Page) => page.getByRole('form', { name: 'Liste filtern und sortieren' })

test('filtering and sorting by the controls updates the list in place, as the server renders that URL', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto(listPath)
  const unfiltered = await shownIds(page)
  // A full page load would lose this.
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }))

  await form(page).getByLabel('Zahlungsmethode').selectOption('trustly')
  await expect(page).toHaveURL(`${listPath}?payment=trustly`)
  await form(page).getByLabel('Sortieren nach').selectOption('wagering')
  await expect(page).toHaveURL(`${listPath}?sort=wagering&payment=trustly`)

  const expected = expectedTrustlyByWagering()
  await expect.poll(() => shownIds(page)).toEqual(expected)
  expect(expected).not.toEqual(unfiltered.slice(0, expected.length))
  expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true)
  await expect(page.getByRole('status').filter({ hasText: 'Angebote' })).toHaveText(`${expected.length} Angebote`)
  // The filtered page is not indexed; its canonical is the list as editors made it.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${listPath}$`))

  // The same URL without JavaScript: the same list, from the server.
  expect(await idsWithoutJavaScript(browser, baseURL, page.url())).toEqual(expected)

  // Ticking a feature and the keyboard work as well: Space ticks the focused box.
  await form(page).getByLabel('Live-Casino').focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(`${listPath}?sort=wagering&payment=trustly&feature=live`)
  await expect.poll(async () => (await shownIds(page)).length).toBeLessThan(expected.length)
})

test('a typed URL renders its list and controls; parameters in any order, bad values dropped', async ({ page }) => {
  await page.goto(`${listPath}?sort=wagering&gclid=abc&maxWagering=lots&payment=trustly`)
  expect(await shownIds(page)).toEqual(expectedTrustlyByWagering())
  await expect(form(page).getByLabel('Zahlungsmethode')).toHaveValue('trustly')
  await expect(form(page).getByLabel('Sortieren nach')).toHaveValue('wagering')
  await expect(form(page).getByLabel('Umsatzbedingung höchstens')).toHaveValue('')
})

test('Back and Forward restore the list and its controls', async ({ page, browser, baseURL }) => {
  await page.goto(listPath)
  const unfiltered = await shownIds(page)
  // The list as the server renders that URL: the page shows it once the navigation has loaded it.
  const trustly = await idsWithoutJavaScript(browser, baseURL, `${listPath}?payment=trustly`)
  await form(page).getByLabel('Zahlungsmethode').selectOption('trustly')
  await expect(page).toHaveURL(`${listPath}?payment=trustly`)
  await expect.poll(() => shownIds(page)).toEqual(trustly)
  await form(page).getByLabel('Sortieren nach').selectOption('wagering')
  await expect.poll(() => shownIds(page)).toEqual(expectedTrustlyByWagering())

  await page.goBack()
  await expect(page).toHaveURL(`${listPath}?payment=trustly`)
  await expect.poll(() => shownIds(page)).toEqual(trustly)
  await expect(form(page).getByLabel('Sortieren nach')).toHaveValue('')
  await page.goBack()
  await expect(page).toHaveURL(listPath)
  await expect.poll(() => shownIds(page)).toEqual(unfiltered)
  await expect(form(page).getByLabel('Zahlungsmethode')).toHaveValue('')
  await page.goForward()
  await expect.poll(() => shownIds(page)).toEqual(trustly)
  await expect(form(page).getByLabel('Zahlungsmethode')).toHaveValue('trustly')
})

test('a filter that leaves no casino says so and clears the filters', async ({ page }) => {
  await page.goto(`${listPath}?noDeposit=true&maxWagering=25`)
  expect(await shownIds(page)).toEqual([])
  await expect(page.getByText('Kein Angebot erfüllt alle gewählten Filter.')).toBeVisible()
  await page.getByRole('link', { name: 'Alle Filter zurücksetzen' }).click()
  await expect(page).toHaveURL(listPath)
  await expect.poll(async () => (await shownIds(page)).length).toBeGreaterThan(0)
  await expect(form(page).getByLabel('Bonus ohne Einzahlung')).not.toBeChecked()
})

test.describe('on a 360×640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true })

  test('every control is reachable, nothing overflows, and axe finds no violation', async ({ page }) => {
    await page.goto(`${listPath}?payment=trustly&feature=live`)
    const controls = form(page).locator('select, input, button, a')
    expect(await controls.count()).toBeGreaterThan(8)
    for (const control of await controls.all()) {
      await control.scrollIntoViewIfNeeded()
      const box = await control.boundingBox()
      expect(box?.x).toBeGreaterThanOrEqual(0)
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    // Tapping a control works on a touch screen.
    await form(page).getByLabel('Mobil').tap()
    await expect(page).toHaveURL(`${listPath}?payment=trustly&feature=live&feature=mobile`)
    expect(await axeViolationsWithTargetSize(page)).toEqual([])
  })
})

test.describe('attribution of a filtered list', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'consent', value: encodeURIComponent(JSON.stringify(allGrantedConsent)), url: baseURL },
      // Product views count only on the site's own host, or in test mode.
      { name: 'test_mode', value: '1', url: baseURL ?? '' },
    ])
  })

  test('views report the cards at the positions shown; a click-out records its position and the page', async ({
    page,
    context,
  }) => {
    await page.goto(`${listPath}?subid=lists`)
    await expect.poll(async () => (await context.cookies()).some(({ name }) => name === 'impression_id')).toBe(true)
    const impressionId = (await context.cookies()).find(({ name }) => name === 'impression_id')?.value ?? ''
    const views = () =>
      queryLeads(
        "SELECT product_id, position FROM user_events WHERE impression_id = ? AND partition_key = 'productView'",
        impressionId,
      )
    // A card on screen on arrival is seen there (if any is): each product counts once per impression.
    await page.waitForTimeout(1000)
    const seenOnArrival = new Set(views().map((view) => view.product_id))

    await form(page).getByLabel('Sortieren nach').selectOption('wagering')
    await form(page).getByLabel('Zahlungsmethode').selectOption('trustly')
    const expected = expectedTrustlyByWagering()
    await expect.poll(() => shownIds(page)).toEqual(expected)
    for (const card of await page.locator('.casino-list [data-product-id]').all()) {
      await card.scrollIntoViewIfNeeded()
      await page.waitForTimeout(50)
    }
    // Every other card of the filtered list, at the position it has in it.
    const seenInFiltered = expected.flatMap((id, index) =>
      seenOnArrival.has(id) ? [] : [{ product_id: id, position: index + 1 }],
    )
    expect(seenInFiltered.length).toBeGreaterThan(5)
    await expect
      .poll(() => views().filter((view) => !seenOnArrival.has(view.product_id)))
      .toEqual(expect.arrayContaining(seenInFiltered))

    const second = page.locator('.casino-list [data-position="2"]')
    await expect(second).toHaveAttribute('data-product-id', expected[1] ?? '')
    const href = (await second.getByRole('link', { name: /^Zum Casino/ }).getAttribute('href')) ?? ''
    expect(href).toContain(`/go/${expected[1]}/`)
    expect(href).toContain('pos=2')
    const response = await page.request.get(href, { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(queryLeads('SELECT product_id, page, position FROM clicks WHERE impression_id = ?', impressionId)).toEqual([
      { product_id: expected[1], page: listPath, position: 2 },
    ])
  })
})

// Comparing casinos as a visitor does: "Vergleichen" on three cards of a list, the choice kept in the
// list's URL (Back returns to it), the comparison page with one column each and the rows that differ
// marked, and a click-out from the second column recorded with position 2 and the comparison page.
// The page is noindex and out of the sitemap; on a 360×640 phone two columns show at a time and a
// switcher picks which; without JavaScript "Vergleichen" is a form that adds to the URL, so three
// casinos are chosen and compared all the same.
import AxeBuilder from '@axe-core/playwright'
import { chooseToCompare, comparedIds, comparisonRow } from '../support/compare.ts'
import { allGrantedConsent, expect, necessaryOnlyConsent, test } from '../support/fixtures.ts'
import { queryLeads } from '../support/leads-db.ts'

test.describe('with marketing consent', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'consent', value: encodeURIComponent(JSON.stringify(allGrantedConsent)), url: baseURL },
    ])
  })

  test('three chosen from the cards, compared, and a click-out of the second column recorded', async ({
    page,
    context,
  }) => {
    await page.goto('/online-casinos-mit-paypal/?subid=vergleich')
    const cards = page.locator('.casino-card')
    const ids = await chooseToCompare(cards, [0, 1, 2])
    // The choice is in the list's URL; a fourth casino must wait.
    await expect(page).toHaveURL(new RegExp(`compare=${ids.join('%2C')}`))
    await expect(cards.nth(3).getByRole('button', { name: /^Vergleichen/ })).toBeDisabled()
    await page.getByRole('link', { name: 'Jetzt vergleichen' }).click()
    await expect(page).toHaveURL(`/casino-vergleich/?ids=${ids.join('%2C')}`)

    expect(await comparedIds(page, 3)).toEqual(ids)
    // Every attribute in a row; the rows whose values differ are marked.
    for (const row of [
      'Bewertung (von 5)',
      'Lizenz und Spielerschutz',
      'Bonusbedingungen',
      'Umsatzbedingung',
      'Mindesteinzahlung',
      'Zahlungsmethoden',
      'Spielehersteller',
      'Lizenz',
    ])
      await expect(comparisonRow(page, row)).toHaveCount(1)
    await expect(page.locator('.comparison__row--differs').first()).toContainText('unterschiedlich')

    // The noindex page, kept out of the sitemap.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const sitemap = await (await page.request.get('/sitemap.xml')).text()
    expect(sitemap).not.toContain('casino-vergleich')

    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'impression_id')?.value).toBeTruthy()
    const impressionId = (await context.cookies()).find((c) => c.name === 'impression_id')?.value ?? ''
    const second = page
      .locator('.comparison__actions td')
      .nth(1)
      .getByRole('link', { name: /^Zum Casino/ })
    const href = (await second.getAttribute('href')) ?? ''
    expect(href).toContain(`/go/${ids[1]}/`)
    expect(href).toContain('subid=vergleich')
    expect(href).toContain('pos=2')
    const response = await page.request.get(href, { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(queryLeads('SELECT product_id, page, position FROM clicks WHERE impression_id = ?', impressionId)).toEqual([
      { product_id: ids[1], page: '/casino-vergleich/', position: 2 },
    ])

    // Back on the list, the choice is still there.
    await page.goBack()
    await expect(page).toHaveURL(/\/online-casinos-mit-paypal\/\?.*compare=/)
    await expect(cards.first().getByRole('button', { name: /^Vergleichen/ })).toHaveAttribute('aria-pressed', 'true')
  })
})

test('the comparison renders on the server, for the casinos in its URL', async ({ request }) => {
  const html = await (await request.get('/casino-vergleich/?ids=spielwerk24,nordlicht-casino')).text()
  expect(html.match(/<th scope="col" data-product-id="[^"]+"/g)).toEqual([
    '<th scope="col" data-product-id="spielwerk24"',
    '<th scope="col" data-product-id="nordlicht-casino"',
  ])
  const other = await (await request.get('/casino-vergleich/?ids=glueckshafen')).text()
  expect(other.match(/<th scope="col" data-product-id="[^"]+"/g)).toEqual([
    '<th scope="col" data-product-id="glueckshafen"',
  ])
})

test('without JavaScript, three casinos chosen by "Vergleichen" and compared', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  await context.addCookies([
    { name: 'consent', value: encodeURIComponent(JSON.stringify(necessaryOnlyConsent)), url: baseURL ?? '' },
  ])
  const page = await context.newPage()
  await page.goto('/online-casinos-mit-paypal/?sort=rating')
  const cards = page.locator('.casino-card')
  const ids: string[] = []
  for (const index of [0, 1, 2]) {
    ids.push((await cards.nth(index).getAttribute('data-product-id')) ?? '')
    // A form submitted by GET: the server renders the list with the choice, the sort kept.
    await cards
      .nth(index)
      .getByRole('button', { name: /^Vergleichen/ })
      .click()
    await expect(page).toHaveURL(`/online-casinos-mit-paypal/?compare=${ids.join('%2C')}&sort=rating`)
    await expect(cards.nth(index).getByRole('button', { name: /^Vergleichen/ })).toHaveAttribute('aria-pressed', 'true')
  }
  await expect(cards.nth(3).getByRole('button', { name: /^Vergleichen/ })).toBeDisabled()
  // Pressed again, a casino is taken out, and chosen again it is back.
  await cards
    .nth(1)
    .getByRole('button', { name: /^Vergleichen/ })
    .click()
  await expect(page).toHaveURL(`/online-casinos-mit-paypal/?compare=${ids[0]}%2C${ids[2]}&sort=rating`)
  await cards
    .nth(1)
    .getByRole('button', { name: /^Vergleichen/ })
    .click()
  const chosen = [ids[0], ids[2], ids[1]]
  await page.getByRole('link', { name: 'Jetzt vergleichen' }).click()
  await expect(page).toHaveURL(`/casino-vergleich/?ids=${chosen.join('%2C')}`)
  expect(await comparedIds(page, 3)).toEqual(chosen)
  await context.close()
})

test.describe('on a 360×640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } })

  test('two of three casinos side by side, a switcher picks which; nothing wider than the screen, no axe violation', async ({
    page,
  }) => {
    await page.goto('/casino-vergleich/?ids=nordlicht-casino,spielwerk24,rheingold-slots')
    const shownColumns = () =>
      page
        .locator('.comparison thead th[data-product-id]')
        .evaluateAll((cells) =>
          cells.filter((cell) => cell.getBoundingClientRect().width > 0).map((cell) => cell.dataset.productId),
        )
    await expect.poll(shownColumns).toEqual(['nordlicht-casino', 'spielwerk24'])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    // Each shown value gets half the screen, not a third of it; its row's attribute spans both.
    const widths = await page
      .locator('.comparison tbody tr:first-child td')
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width).filter((width) => width > 0))
    expect(widths).toHaveLength(2)
    for (const width of widths) expect(width).toBeGreaterThan(130)

    const switcher = page.getByRole('group', { name: 'Nebeneinander zeigen' })
    await switcher.getByRole('radio', { name: 'Spielwerk24 und Rheingold Slots' }).check()
    await expect.poll(shownColumns).toEqual(['spielwerk24', 'rheingold-slots'])
    // The click-outs of the columns shown, each whole on the screen, side by side.
    const links = page.locator('.comparison__actions').getByRole('link', { name: /^Zum Casino/ })
    await expect(links.filter({ visible: true })).toHaveCount(2)
    const boxes = await Promise.all([0, 1].map((index) => links.filter({ visible: true }).nth(index).boundingBox()))
    for (const box of boxes) {
      expect(box?.x).toBeGreaterThanOrEqual(0)
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360)
    }
    expect(boxes[1]?.x).toBeGreaterThan(boxes[0]?.x ?? 0)
    expect(await links.filter({ visible: true }).nth(1).getAttribute('href')).toContain('pos=3')

    // By keyboard: the arrow keys move along the pairs.
    await switcher.getByRole('radio', { name: 'Spielwerk24 und Rheingold Slots' }).focus()
    await page.keyboard.press('ArrowUp')
    await expect(switcher.getByRole('radio', { name: 'Nordlicht Casino und Rheingold Slots' })).toBeChecked()
    await expect.poll(shownColumns).toEqual(['nordlicht-casino', 'rheingold-slots'])

    const { violations } = await new AxeBuilder({ page }).include('.comparison').analyze()
    expect(
      violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([])
  })

  test('on a wide screen every column shows and the switcher does not', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/casino-vergleich/?ids=nordlicht-casino,spielwerk24,rheingold-slots')
    await expect(page.locator('.comparison thead th[data-product-id]').filter({ visible: true })).toHaveCount(3)
    await expect(page.getByRole('group', { name: 'Nebeneinander zeigen' })).toBeHidden()
  })
})

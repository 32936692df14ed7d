// The legal pages of the German site as a visitor reaches them: from every page's footer and from
// the consent dialog, complete in the server's HTML, and accessible.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'

const legalMenu = (page: Page) => page.getByRole('navigation', { name: 'Rechtliches' })

test("every kind of page links the Impressum and the cookie policy in its footer's legal menu", async ({ page }) => {
  for (const path of ['/', '/online-casinos-mit-paypal/', '/privacy-policy/', '/impressum/', '/cookie-richtlinie/']) {
    await page.goto(path)
    await expect(legalMenu(page).getByRole('link', { name: 'Impressum' }), path).toHaveAttribute('href', '/impressum/')
    await expect(legalMenu(page).getByRole('link', { name: 'Cookie-Richtlinie' }), path).toHaveAttribute(
      'href',
      '/cookie-richtlinie/',
    )
  }
})

test('the Impressum names the operator, how to reach them, their register and VAT id', async ({ page }) => {
  await page.goto('/')
  await legalMenu(page).getByRole('link', { name: 'Impressum' }).click()
  await expect(page).toHaveURL(/\/impressum\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum')
  const notice = page.locator('.legal-notice')
  await expect(notice.getByRole('heading', { name: 'Angaben gemäß § 5 DDG' })).toBeVisible()
  await expect(notice.locator('address')).toContainText('CasinoKompass Medien GmbH')
  await expect(notice.getByRole('link', { name: 'kontakt@casinokompass.de' })).toHaveAttribute(
    'href',
    'mailto:kontakt@casinokompass.de',
  )
  await expect(notice).toContainText('Registergericht: Amtsgericht Hamburg, Registernummer: HRB 178245')
  await expect(notice).toContainText('DE318274650')
  await expect(notice).toContainText('Verantwortlich für den Inhalt (§ 18 Abs. 2 MStV)')
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((violation) => `${violation.id} ${violation.help}`)).toEqual([])
})

test.describe('a visitor who has not answered', () => {
  test.use({ answeredConsent: false })

  test("the consent dialog's cookie policy link opens the cookie policy, which lists what the site runs", async ({
    page,
  }) => {
    await page.goto('/')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('link', { name: 'Cookie-Richtlinie' }).click()
    await expect(page).toHaveURL(/\/cookie-richtlinie\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie-Richtlinie')
    // A category per consent category, each integration the casino site may run with its provider.
    for (const category of ['Notwendig', 'Präferenzen', 'Statistik', 'Marketing'])
      await expect(page.getByRole('heading', { name: category, exact: true })).toBeVisible()
    const statistics = page.getByRole('table', { name: 'Dienste der Kategorie Statistik' })
    await expect(statistics.getByRole('rowheader')).toHaveText([/Microsoft Clarity/])
    // Marketing: the site's own attribution cookies and Google Analytics, which starts on the
    // marketing trigger (decision 032); no advertising pixel (the pixel rules keep them off casino
    // sites).
    const marketing = page.getByRole('table', { name: 'Dienste der Kategorie Marketing' })
    await expect(marketing.getByRole('rowheader')).toHaveText(['CasinoKompass', /Google Analytics 4/])
    await expect(marketing.getByRole('rowheader', { name: /Google Analytics 4/ })).toContainText(
      'Google Ireland Limited',
    )
    await expect(marketing).toContainText('_ga')
    await expect(marketing).toContainText('impression_id')
  })
})

test('the cookie policy is accessible', async ({ page }) => {
  await page.goto('/cookie-richtlinie/')
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((violation) => `${violation.id} ${violation.help}`)).toEqual([])
})

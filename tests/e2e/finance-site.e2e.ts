// The finance site (SITE_ID=75), served by its own server (see playwright.config.ts).

import { minimumFillTimeMs } from '../../app/signups/signup-schema.ts'
import { appConfig, financeSiteId } from '../../app.config.ts'
import { expect, necessaryOnlyConsent, test } from '../support/fixtures.ts'
import { queryLeadsOf } from '../support/leads-db.ts'

const site = appConfig.websites.find((website) => website.id === financeSiteId)
if (!site) throw new Error('finance website missing')

test('every route of every country answers 200 with its CMS title', async ({ request }) => {
  for (const route of site.routes) {
    const cms = await request.get(
      `/api/content/pages?path=${encodeURIComponent(route.path)}&locale=${route.meta.locale}`,
    )
    const { meta } = (await cms.json()) as { meta: { title: string } }
    const response = await request.get(route.path)
    expect(response.status(), route.path).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<html lang="${route.meta.locale}"`)
    expect(html).toContain(`<title>${meta.title.replaceAll('&', '&amp;')}</title>`)
  }
})

test('a prefixed path renders its country: Norwegian text, amounts in kr, hreflang to every version', async ({
  page,
}) => {
  await page.goto('/no/kredittkort/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb-NO')
  const atlas = page.locator('[data-product-id="atlas-gold"]')
  await expect(atlas.getByText('Årsavgift')).toBeVisible()
  await expect(atlas.locator('dd').first()).toHaveText(/^990 kr$/)
  await expect(atlas.getByText(/20\s000 kr - 250\s000 kr/)).toBeVisible()
  const alternates = page.locator('link[rel="alternate"][hreflang]')
  await expect(alternates).toHaveCount(5)
  await expect(page.locator('link[hreflang="es-MX"]')).toHaveAttribute(
    'href',
    'https://www.finanzkompass.example/mx/tarjetas-de-credito/',
  )
})

test('es-MX shows pesos with the peso sign', async ({ page }) => {
  await page.goto('/mx/tarjetas-de-credito/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX')
  await expect(page.locator('[data-product-id="atlas-gold"] dd').first()).toHaveText('$1,980')
})

test('a path without a prefix renders the default country (id 13, de-DE)', async ({ page }) => {
  await page.goto('/kreditkarten/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  const atlas = page.locator('[data-product-id="atlas-gold"]')
  await expect(atlas.getByText('Jahresgebühr')).toBeVisible()
  await expect(atlas.locator('dd').first()).toHaveText(/^99\s€$/)
})

test('switching country changes the locale, announces it, and stores nothing without preferences consent', async ({
  page,
  context,
}) => {
  await page.goto('/kreditkarten/')
  await page.evaluate(() => {
    const heard: unknown[] = []
    Object.assign(window, { heardLocaleChanges: heard })
    window.addEventListener('app:locale-change', (event) => heard.push((event as CustomEvent).detail))
  })
  await page.getByRole('navigation', { name: 'Land und Sprache' }).getByRole('link', { name: /norsk/ }).click()
  await expect(page).toHaveURL(/\/no\/kredittkort\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb-NO')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kredittkort sammenlignet')
  await expect(page.getByText('Hopp til innhold')).toBeAttached()
  expect(
    await page.evaluate(() => (window as unknown as { heardLocaleChanges: unknown[] }).heardLocaleChanges),
  ).toEqual([{ locale: 'nb-NO', previousLocale: 'de-DE' }])
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('locale')
})

test.describe('with preferences granted', () => {
  test.use({ answeredConsent: false })

  test('switching country stores the new locale for 30 days', async ({ page, context, baseURL }) => {
    const consent = { ...necessaryOnlyConsent, preferences: true }
    await context.addCookies([{ name: 'consent', value: encodeURIComponent(JSON.stringify(consent)), url: baseURL }])
    await page.goto('/us/credit-cards/')
    await page
      .getByRole('navigation', { name: 'Country and language' })
      .getByRole('link', { name: /español/ })
      .click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX')
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'locale')?.value)
      .toBe('es-MX')
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale')
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
  })
})

test('switching locale creates a new impression', async ({ page }) => {
  const impressions: Array<{ body: { locale: string; impressionId?: string }; id: Promise<string> }> = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/impression')) return
    const response = request.response().then(async (answer) => {
      const json = (await answer?.json()) as { impression: { id: string } }
      return json.impression.id
    })
    impressions.push({ body: request.postDataJSON(), id: response })
  })
  await page.goto('/kreditkarten/')
  await expect.poll(() => impressions.length).toBe(1)
  await page.getByRole('navigation', { name: 'Land und Sprache' }).getByRole('link', { name: /norsk/ }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb-NO')
  await expect.poll(() => impressions.length).toBe(2)
  const [first, second] = impressions
  expect(first?.body.locale).toBe('de-DE')
  // A forced new impression sends no impression id, and gets a new one.
  expect(second?.body).toMatchObject({ locale: 'nb-NO' })
  expect(second?.body.impressionId).toBeUndefined()
  expect(await second?.id).not.toBe(await first?.id)
})

test('the lead qualifier narrows the list with each answer', async ({ page }) => {
  await page.goto('/us/find-a-loan/')
  const list = page.locator('.lead-qualifier [data-product-id]')
  // Loans and loan brokers: two lenders, two brokers.
  await expect(list).toHaveCount(4)
  await expect(page.getByText('4 offers match your answers')).toBeVisible()
  await page.getByRole('radio', { name: 'Fast funding' }).check()
  await expect(page.getByText('2 offers match your answers')).toBeVisible()
  await page.getByRole('radio', { name: 'More than $10,000' }).check()
  await expect(page.getByText('No offer matches these answers.')).toBeVisible()
  await page.getByRole('radio', { name: 'Not sure yet' }).check()
  await expect(list).toHaveCount(2)
  await expect(list.first()).toHaveAttribute('data-product-id', 'fjord-finans')
})

test('the survey is completed by keyboard and its answers rank the result', async ({ page }) => {
  await page.goto('/us/loan-survey/')
  const survey = page.locator('.survey')
  await survey.getByRole('radio').first().focus()
  // Next without an answer: a message, and still the first question.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Next' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toHaveText('Please choose an answer.')
  await expect(survey.getByText('Question 1 of 3')).toBeVisible()

  // Back into the group from behind lands on its last answer.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Space')
  await expect(page.getByRole('radio', { name: 'A credit card' })).toBeChecked()
  await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('radio', { name: 'Consolidate existing debt' })).toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')

  await expect(survey.getByText('Question 2 of 3')).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: 'More than $10,000' })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Back' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')

  await expect(survey.getByText('Question 3 of 3')).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(page.getByRole('radio', { name: 'A low rate' })).toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Show results' })).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(survey.getByText('Your best-matching offers')).toBeFocused()
  // Debt, large, low rate: the refinancing loan suiting all three leads, then those suiting two
  // (in editorial rank order); the fast small-amount offers suit none and come after them.
  const ranked = survey.locator('ol [data-product-id]')
  await expect(ranked).toHaveCount(9)
  const order = await ranked.evaluateAll((items) => items.map((item) => item.getAttribute('data-product-id')))
  expect(order.slice(0, 4)).toEqual(['samla-refinans', 'lumen-kredit', 'aurum-bank', 'meridian-partners'])
  expect(order.indexOf('nova-debt')).toBeGreaterThan(3)
})

test('the signup form names each bad field, then stores a good submission', async ({ page }) => {
  await page.goto('/no/registrer/')
  const form = page.locator('form.signup__form')
  await form.getByLabel('Fornavn og etternavn').fill('Kari Nordmann')
  await form.getByLabel('E-postadresse').fill('kari@')
  await form.getByLabel('Telefonnummer (landskode +47)').fill('12 34')
  await form.getByLabel(/Jeg godtar å bli kontaktet/).check()
  await form.getByRole('button', { name: 'Send forespørsel' }).click()
  await expect(form.getByText('Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.')).toBeVisible()
  await expect(form.getByText('Skriv inn et gyldig telefonnummer med landskode +47.')).toBeVisible()
  await expect(form.getByLabel('E-postadresse')).toBeFocused()
  await expect(form.getByLabel('E-postadresse')).toHaveAttribute('aria-invalid', 'true')

  const email = `kari.${Date.now()}@example.no`
  await form.getByLabel('E-postadresse').fill(email)
  await form.getByLabel('Telefonnummer (landskode +47)').fill('912 34 567')
  // As long as a person takes at least: the server refuses a form sent sooner.
  await page.waitForTimeout(minimumFillTimeMs)
  await form.getByRole('button', { name: 'Send forespørsel' }).click()
  await expect(page.getByRole('status')).toHaveText(/Takk! Vi har mottatt forespørselen din/)

  const [row] = queryLeadsOf(
    process.env.E2E_FINANCE_PORT ?? '',
    'SELECT site_id, locale, name, phone, consent_to_contact FROM signups WHERE email = ?',
    email,
  )
  expect(row).toEqual({
    site_id: financeSiteId,
    locale: 'nb-NO',
    name: 'Kari Nordmann',
    phone: '+4791234567',
    consent_to_contact: 1,
  })
})

test('a white-label page carries the partner brand and asks the debt amount', async ({ page }) => {
  await page.goto('/no/partner/refinansiering-soknad/')
  await expect(page.getByText('I samarbeid med KreditPartner Direkt')).toBeVisible()
  await expect(page.getByLabel('Størrelsen på gjelden din')).toBeVisible()
})

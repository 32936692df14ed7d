// Cookie consent in Chromium, as a visitor and a regulator would check it: who is asked, that
// nothing tracks before a choice, that accepting loads the integrations and withdrawing really
// stops and cleans up, by keyboard alone, and with no accessibility violations in the modal.
// Third-party scripts are stubbed with page.route: each stub sets the cookies its service would.
import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page, Request } from '@playwright/test'
import { expect, necessaryOnlyConsent, test } from '../support/fixtures.ts'
import { queryLeads } from '../support/leads-db.ts'
import { stubThirdParties, thirdPartyStubs } from '../support/third-party-stubs.ts'

test.use({ answeredConsent: false })

const geolocation = (country: string) => encodeURIComponent(JSON.stringify({ 'viewer-country': country }))

async function visitFrom(context: BrowserContext, baseURL: string | undefined, country: string) {
  await context.addCookies([{ name: 'geolocation', value: geolocation(country), url: baseURL }])
}

function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

const isThirdParty = (request: Request) => new URL(request.url()).hostname !== '127.0.0.1'
const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name).sort()
const storedConsent = async (context: BrowserContext) => {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'consent')
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined
}

const modal = (page: Page) => page.getByRole('dialog')
const switchFor = (page: Page, name: string) => page.getByRole('tabpanel').getByRole('switch', { name, exact: true })

test('an EU visitor sees the modal, server-rendered; a visitor outside the EU does not', async ({
  page,
  context,
  baseURL,
}) => {
  await visitFrom(context, baseURL, 'DE')
  const html = await (await page.request.get('/', { headers: { cookie: `geolocation=${geolocation('DE')}` } })).text()
  expect(html).toContain('role="dialog"')
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/')
  await expect(modal(page)).toBeVisible()
  await expect(modal(page)).toHaveAttribute('aria-modal', 'true')
  // Hydrating the server's modal changes nothing (React reports a mismatch as a console error).
  expect(errors).toEqual([])

  await context.clearCookies()
  await visitFrom(context, baseURL, 'US')
  await page.goto('/casino-boni/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(modal(page)).toHaveCount(0)
})

test('an unknown country is asked', async ({ page }) => {
  await page.goto('/')
  await expect(modal(page)).toBeVisible()
})

test('before any choice: no third-party request and only necessary cookies', async ({ page, context, baseURL }) => {
  await visitFrom(context, baseURL, 'DE')
  const requests = recordRequests(page)
  await page.goto('/')
  await page.getByRole('tab', { name: 'Details' }).click()
  await page.goto('/privacy-policy/')
  await page.waitForLoadState('networkidle')
  expect(requests.filter(isThirdParty).map((request) => request.url())).toEqual([])
  expect(await cookieNames(context)).toEqual(['geolocation'])
  expect(await page.evaluate(() => document.querySelectorAll('script[data-integration]').length)).toBe(0)
})

test('accept all stores the choice, records proof and loads the integrations', async ({ page, context, baseURL }) => {
  await visitFrom(context, baseURL, 'DE')
  await stubThirdParties(page)
  const requests = recordRequests(page)
  await page.goto('/')
  await modal(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
  await expect(modal(page)).toHaveCount(0)
  await expect
    .poll(() => cookieNames(context))
    .toEqual(
      [
        '_clck',
        '_clsk',
        '_ga',
        '_ga_CK2026DE01',
        'consent',
        'geolocation',
        'impression_id',
        'locale',
        'unique_user_id',
      ].sort(),
    )
  const consent = await storedConsent(context)
  expect(consent).toMatchObject({ necessary: true, preferences: true, statistics: true, marketing: true })
  // The proof is read where the server stored it: the page reloads right after the (keepalive)
  // POST, so its answer may never reach the page.
  await expect
    .poll(() =>
      queryLeads('SELECT preferences, statistics, marketing FROM consent_records WHERE consent_id = ?', consent.id),
    )
    .toEqual([{ preferences: 1, statistics: 1, marketing: 1 }])
  const hosts = new Set(requests.filter(isThirdParty).map((request) => new URL(request.url()).hostname))
  expect(hosts).toEqual(new Set(['www.clarity.ms', 'www.googletagmanager.com']))
  // Consent Mode v2 in the banner flow: granted as consented, Google waits 2000 ms for an update.
  const gtagCalls = await page.evaluate(() =>
    ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  )
  expect(gtagCalls[0]).toEqual([
    'consent',
    'default',
    {
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
      wait_for_update: 2000,
    },
  ])

  // The next page knows the answer: no modal, integrations start again.
  await page.goto('/casino-boni/')
  await expect(modal(page)).toHaveCount(0)
})

test('withdrawing marketing clears its cookies and reloads once', async ({ page, context, baseURL }) => {
  await visitFrom(context, baseURL, 'DE')
  await stubThirdParties(page)
  await page.goto('/')
  const firstVisit = await cookieNames(context)
  await modal(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
  await expect.poll(() => cookieNames(context)).toContain('_clck')
  // What the marketing pixels (and Google Ads) set once they run.
  await context.addCookies(
    ['_fbp', '_fbc', '_gcl_au', '_uetsid'].map((name) => ({ name, value: 'stub', url: baseURL })),
  )
  const afterAcceptAll = await cookieNames(context)

  let loads = 0
  page.on('load', () => {
    loads += 1
  })
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click()
  await switchFor(page, 'Marketing').uncheck()
  const reloaded = page.waitForEvent('load')
  await modal(page).getByRole('button', { name: 'Auswahl speichern' }).click()
  await reloaded
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForTimeout(1500)
  expect(loads).toBe(1)
  const afterWithdrawal = await cookieNames(context)
  // The pixels' cookies and the site's own attribution cookies (marketing) are gone.
  for (const name of ['_fbp', '_fbc', '_gcl_au', '_uetsid', 'impression_id', 'unique_user_id'])
    expect(afterWithdrawal).not.toContain(name)
  expect(await storedConsent(context)).toMatchObject({ statistics: true, marketing: false })
  await expect(modal(page)).toHaveCount(0)
  console.log(JSON.stringify({ firstVisit, afterAcceptAll, afterWithdrawal }))
})

test('the whole flow works by keyboard alone, and focus returns where it was', async ({ page, context, baseURL }) => {
  await visitFrom(context, baseURL, 'AT')
  await page.goto('/')
  const consentTab = page.getByRole('tab', { name: 'Einwilligung' })
  await expect(consentTab).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(page.getByRole('tab', { name: 'Über Cookies' })).toBeFocused()
  await page.keyboard.press('Home')
  await expect(consentTab).toHaveAttribute('aria-selected', 'true')
  // The trap: Shift+Tab from the first element wraps to the last.
  await page.keyboard.press('Shift+Tab')
  await expect(modal(page).getByRole('button', { name: 'Alle akzeptieren' })).toBeFocused()

  const statistics = switchFor(page, 'Statistik')
  for (let i = 0; i < 12 && !(await statistics.evaluate((element) => element === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(statistics).toBeFocused()
  await page.keyboard.press('Space')
  await expect(statistics).toBeChecked()
  const save = modal(page).getByRole('button', { name: 'Auswahl speichern' })
  for (let i = 0; i < 6 && !(await save.evaluate((element) => element === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(modal(page)).toHaveCount(0)
  await expect
    .poll(() => storedConsent(context))
    .toMatchObject({ preferences: false, statistics: true, marketing: false })

  const settings = page.getByRole('button', { name: 'Cookie-Einstellungen' })
  await settings.focus()
  await page.keyboard.press('Enter')
  await expect(modal(page)).toBeVisible()
  await expect(switchFor(page, 'Statistik')).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toHaveCount(0)
  await expect(settings).toBeFocused()
})

test('a click outside closes the modal without a choice', async ({ page }) => {
  await page.goto('/')
  await page.mouse.click(5, 5)
  await expect(modal(page)).toHaveCount(0)
  expect(await page.context().cookies()).toEqual([])
})

test('Escape closes the modal on a first visit without a choice', async ({ page }) => {
  await page.goto('/')
  await expect(modal(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toHaveCount(0)
  expect(await page.context().cookies()).toEqual([])
})

test("the about tab shows the CMS's explanation", async ({ page, request }) => {
  const components = (await (await request.get('/api/content/components?locale=de-DE')).json()) as {
    cookieConsent: { about: string }
  }
  expect(components.cookieConsent.about.length).toBeGreaterThan(0)
  await page.goto('/')
  await page.getByRole('tab', { name: 'Über Cookies' }).click()
  await expect(page.getByRole('tabpanel')).toHaveText(components.cookieConsent.about)
})

test('the sizes sm to 2xl widen the dialog up to about the md breakpoint; its text scrolls within 70% of the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto('/')
  const widths = await modal(page).evaluate((dialog) =>
    ['sm', 'md', 'lg', 'xl', '2xl'].map((size) => {
      dialog.setAttribute('class', `consent-modal consent-modal--${size}`)
      return dialog.getBoundingClientRect().width
    }),
  )
  expect(widths).toEqual([...widths].sort((a, b) => a - b))
  expect(new Set(widths).size).toBe(5)
  // The md breakpoint is 768 px.
  expect(Math.max(...widths)).toBeLessThanOrEqual(768)
  const scrollArea = modal(page).locator('.consent-modal__scroll')
  expect(await scrollArea.evaluate((area) => getComputedStyle(area).maxHeight)).toBe(`${0.7 * 900}px`)
})

test('the open modal has no accessibility violations on any tab', async ({ page }) => {
  await page.goto('/')
  for (const tab of ['Einwilligung', 'Details', 'Über Cookies']) {
    await page.getByRole('tab', { name: tab }).click()
    if (tab === 'Details')
      for (const entry of await page.locator('details').all()) await entry.evaluate((e) => e.setAttribute('open', ''))
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    expect(results.violations.map((violation) => `${tab}: ${violation.id} ${violation.help}`)).toEqual([])
  }
})

test('the details tab lists providers with their policies and only enabled cookies', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('tab', { name: 'Details' }).click()
  const panel = page.getByRole('tabpanel')
  // Provider "Internal" is the site itself, and its policy link is the site's policy page.
  const internal = panel.locator('details', { hasText: 'CasinoKompass' }).first()
  await internal.locator('summary').click()
  await expect(internal.getByRole('link')).toHaveAttribute('href', '/cookie-richtlinie/')
  await expect(internal.getByRole('cell', { name: 'consent', exact: true })).toBeVisible()
  const clarity = panel.locator('details', { hasText: 'Microsoft Clarity' })
  await clarity.locator('summary').click()
  await expect(clarity.getByRole('cell', { name: '_clck' })).toBeVisible()
  await expect(clarity.getByRole('cell', { name: 'CLID' })).toHaveCount(0)
  // With nothing optional switched on, the second button denies.
  await expect(modal(page).getByRole('button', { name: 'Nur notwendige Cookies' })).toBeVisible()
  await switchFor(page, 'Präferenzen').check()
  await expect(modal(page).getByRole('button', { name: 'Auswahl speichern' })).toBeVisible()
  await expect(switchFor(page, 'Notwendig')).toBeDisabled()
})

test('a corrupt consent cookie counts as no consent: the modal opens', async ({ page, context, baseURL }) => {
  await visitFrom(context, baseURL, 'DE')
  const tampered = { ...necessaryOnlyConsent, necessary: false }
  await context.addCookies([
    { name: 'consent', value: encodeURIComponent(JSON.stringify(tampered)), url: baseURL },
    { name: 'other', value: 'x', url: baseURL },
  ])
  await page.goto('/')
  await expect(modal(page)).toBeVisible()
  await context.addCookies([{ name: 'consent', value: '%7Bnot-json', url: baseURL }])
  await page.goto('/casino-boni/')
  await expect(modal(page)).toBeVisible()
})

test.describe('outside the EU', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } })

  test('tracking runs by default, but Global Privacy Control starts marketing off', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL, 'US')
    await stubThirdParties(page)
    await page.goto('/')
    await expect(modal(page)).toHaveCount(0)
    // Statistics runs (Clarity); Google Analytics is a marketing script, so it stays off.
    await expect.poll(() => cookieNames(context)).toContain('_clck')
    expect(await cookieNames(context)).not.toContain('_ga')
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click()
    await expect(switchFor(page, 'Statistik')).toBeChecked()
    await expect(switchFor(page, 'Marketing')).not.toBeChecked()
  })
})

test('withdrawal right after a reload: the guard holds the reload back, tracking still stops and cleans up', async ({
  page,
  context,
  baseURL,
}) => {
  await visitFrom(context, baseURL, 'DE')
  await stubThirdParties(page)
  // Clarity's stub records every call it gets, including the revoke signal.
  await page.route('https://www.clarity.ms/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `${thirdPartyStubs['https://www.clarity.ms/**']}; window.__clarityCalls = [];
        window.clarity = function () { window.__clarityCalls.push([...arguments]) }`,
    }),
  )
  await page.goto('/')
  await modal(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
  await expect.poll(() => cookieNames(context)).toContain('_clck')
  // The page has just reloaded because of consent (the tab remembers when).
  await page.evaluate(() => sessionStorage.setItem('consent-reload-at', String(Date.now())))
  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.locator('script[data-integration="clarity"]')).toHaveCount(1)

  let loads = 0
  page.on('load', () => {
    loads += 1
  })
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click()
  await switchFor(page, 'Statistik').uncheck()
  await modal(page).getByRole('button', { name: 'Auswahl speichern' }).click()
  await expect(modal(page)).toHaveCount(0)
  // Marketing stays granted, so the site's own attribution cookies stay too.
  await expect
    .poll(() => cookieNames(context))
    .toEqual(['consent', 'geolocation', 'impression_id', 'locale', 'unique_user_id'])
  await page.waitForTimeout(1000)
  expect(loads).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { __clarityCalls: unknown[] }).__clarityCalls)).toContainEqual(
    ['consent', false],
  )
  await expect(page.locator('script[data-integration]')).toHaveCount(0)
  expect(await storedConsent(context)).toMatchObject({ preferences: true, statistics: false, marketing: true })
})

test("a browser that refuses the consent cookie: 'Unable to set consent' is logged and the page reloads", async ({
  page,
  context,
  baseURL,
}) => {
  await visitFrom(context, baseURL, 'DE')
  await stubThirdParties(page)
  // Every other cookie is stored; writes of the consent cookie are dropped, as a blocking browser does.
  await page.addInitScript(() => {
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => native?.get?.call(document),
      set: (value: string) => {
        if (!value.startsWith('consent=')) native?.set?.call(document, value)
      },
    })
  })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const requests = recordRequests(page)
  await page.goto('/')
  const reloaded = page.waitForEvent('load')
  await modal(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
  await reloaded
  expect(errors).toContainEqual(expect.stringContaining('Unable to set consent'))
  expect(await storedConsent(context)).toBeUndefined()
  // No proof of a choice that was not stored, and the visitor is asked again.
  expect(requests.filter((request) => request.url().endsWith('/api/consent'))).toHaveLength(0)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(modal(page)).toBeVisible()
})

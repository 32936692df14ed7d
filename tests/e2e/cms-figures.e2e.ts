// The operator's cockpit in the real CMS, from the leads database the site writes: a visitor's
// browser clicks out on the site, signs up, and the partner's network posts the conversion back;
// the German admin shows them in the tiles, the chart's data, the product breakdown and its
// drill-down (a casino → its pages → its positions), with no English word of the catalogue. A
// partner whose endpoint fails shows in the health panel with its error, and a retry from the panel
// delivers the lead once. An editor gets neither the figures, the CSV nor the retry, and cannot make
// themself an administrator. A visitor's subId that a spreadsheet would run as a formula is a text
// cell in the CSV.

import { readFileSync, rmSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { deliveryPolicy } from '../../app/server/leads/outbox.server.ts'
import { figuresTexts } from '../../cms/src/dashboard/figures-texts.ts'
import { logIn } from '../support/cms-admin.ts'
import { LocalEndpoint } from '../support/local-endpoint.ts'
import { type PayloadCms, startPayloadCms } from '../support/payload-cms.ts'
import { type SiteProcess, startSite } from '../support/site-process.ts'
import { randomSecret } from '../support/test-secrets.ts'

const leadsDbPath = join(tmpdir(), `e2e-figures-leads-${process.pid}.sqlite`)
const postbackToken = randomSecret()
const editor = { email: 'redaktion@example.com', password: 'redaktion-password-1' }
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const financeSiteId = '75'

/** The white-label partner's lead endpoint: refuses while `failing`, and counts the leads it took. */
class PartnerEndpoint extends LocalEndpoint {
  failing = true
  accepted: string[] = []
  protected answer(_request: IncomingMessage, body: string, response: ServerResponse) {
    if (this.failing) return void response.writeHead(500).end('partner down')
    this.accepted.push(body)
    response.writeHead(200).end('{}')
  }
}

let cms: PayloadCms
let site: SiteProcess
let financeSite: SiteProcess
const partner = new PartnerEndpoint()

test.describe.configure({ mode: 'serial' })

const signup = (partnerId?: string) => ({
  name: 'Erika Mustermann',
  email: `erika-${partnerId ?? 'casino'}@example.com`,
  phone: '+4915123456789',
  consentToContact: true,
  locale: 'de-DE',
  fillTimeMs: 5000,
  ...(partnerId && { partnerId }),
})

test.beforeAll(async ({ browser: chromium }) => {
  test.setTimeout(180_000)
  await partner.start()
  site = await startSite({ LEADS_DB_PATH: leadsDbPath, POSTBACK_TOKENS: `income=${postbackToken}` })
  cms = await startPayloadCms({ LEADS_DB_PATH: leadsDbPath })
  // An editor, made by the administrator.
  const created = await fetch(`${cms.url}/api/users`, {
    method: 'POST',
    headers: cms.adminHeaders,
    body: JSON.stringify({ ...editor, role: 'editor' }),
  })
  expect(created.status).toBe(201)

  // A visitor's browser follows the link of the first casino card on the home page (the casino's own
  // site is not for this test), signs up, and the network posts back what it paid for the click.
  const visitor = await chromium.newPage()
  await visitor.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  const clickOut = visitor.waitForResponse((response) => response.url().includes('/go/nordlicht-casino/'))
  await visitor.goto(`${site.url}/go/nordlicht-casino/?subid=figures&page=/&pos=1`).catch(() => undefined)
  const clickId = new URL((await clickOut).headers().location ?? '').searchParams.get('clickref') ?? ''
  expect(clickId).not.toBe('')
  await visitor.close()
  const signedUp = await fetch(`${site.url}/api/signups`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': browser },
    body: JSON.stringify(signup()),
  })
  expect(signedUp.status).toBe(202)
  const postback = new URLSearchParams({
    click_id: clickId,
    event: 'first_deposit',
    payout: '120.50',
    currency: 'EUR',
    txid: 'E2E-1',
    token: postbackToken,
  })
  expect((await fetch(`${site.url}/api/postback/income?${postback}`)).status).toBe(200)
})

test.afterAll(async () => {
  site?.stop()
  financeSite?.stop()
  await partner.stop()
  await cms?.stop()
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${leadsDbPath}${suffix}`, { force: true })
})

/** The German admin, as a browser whose language is German opens it. */
async function germanAdmin(page: Page, user?: { email: string; password: string }) {
  await logIn(page, cms.url, user, 'Anmelden')
}

test.use({ locale: 'de-DE' })

test('the click-out, the signup and the postback appear in the tiles, on the start page and in the cockpit', async ({
  page,
}) => {
  await germanAdmin(page)
  const dashboard = page.locator('[data-figures-dashboard]')
  await expect(dashboard.locator('[data-tile="revenue"] [data-tile-value]')).toHaveText('120,50 €')
  await dashboard.getByRole('link', { name: 'Kennzahlen' }).click()
  await expect(page).toHaveURL(/\/admin\/figures/)
  const tile = (figure: string) => page.locator(`[data-cockpit] [data-tile="${figure}"] [data-tile-value]`)
  await expect(tile('clickOuts')).toHaveText('1')
  await expect(tile('signups')).toHaveText('1')
  await expect(tile('conversions')).toHaveText('1')
  await expect(tile('revenue')).toHaveText('120,50 €')
  await expect(tile('epc')).toHaveText('120,50 €')
  // Nothing in the 30 days before: no change to show.
  await expect(page.locator('[data-cockpit] [data-tile="revenue"] [data-tile-change]')).toHaveText('kein Vergleich')
})

test("the chart's data holds the revenue on today, and nothing in the period before", async ({ page }) => {
  await germanAdmin(page)
  await page.goto(`${cms.url}/admin/figures`)
  await page.getByLabel('Kennzahl', { exact: true }).selectOption('revenue')
  await page.getByRole('button', { name: 'Anzeigen' }).last().click()
  await expect(page).toHaveURL(/figure=revenue/)
  const today = new Date().toISOString().slice(0, 10)
  const series = JSON.parse((await page.locator('figure[data-series]').getAttribute('data-series')) ?? '[]') as {
    key: string
    current: number
    previous: number
  }[]
  expect(series).toHaveLength(30)
  expect(series.find((point) => point.key === today)).toMatchObject({ current: 120.5, previous: 0 })
  expect(series.reduce((sum, point) => sum + point.current + point.previous, 0)).toBe(120.5)
})

test('the product breakdown leads to the casino pages and their positions, each with its CSV', async ({ page }) => {
  await germanAdmin(page)
  await page.goto(`${cms.url}/admin/figures`)
  const casino = page.locator('[data-breakdown="product"] tr[data-row="nordlicht-casino"]')
  await expect(casino.getByRole('cell').nth(1)).toHaveText('1')
  await expect(casino.getByRole('cell').nth(5)).toHaveText('120,50 €')
  await casino.getByRole('link', { name: 'nordlicht-casino aufschlüsseln' }).click()
  const homePage = page.locator('[data-breakdown="page"] tr[data-row="/"]')
  await expect(homePage.getByRole('cell').nth(5)).toHaveText('120,50 €')
  await homePage.getByRole('link', { name: '/ aufschlüsseln' }).click()
  const first = page.locator('[data-breakdown="position"] tr[data-row="1"]')
  await expect(first.getByRole('cell').nth(1)).toHaveText('1')
  await expect(first.getByRole('cell').nth(5)).toHaveText('120,50 €')

  // The positions' CSV, as its link on the page gives it: the same figures, safe cells.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'CSV herunterladen' }).click()
  const csv = readFileSync(await (await download).path(), 'utf8')
  expect(csv.split('\n')[0]).toBe(
    'position,impressions,click_outs,click_through_rate,signups,conversion_rate,conversions,click_conversion_rate,revenue_EUR,epc_EUR',
  )
  expect(csv.split('\n')).toContain('1,,1,,,,1,1,120.5,120.5')
})

test('the German cockpit shows no English word of its catalogue, and axe finds nothing', async ({ page }) => {
  await germanAdmin(page)
  await page.goto(`${cms.url}/admin/figures?preset=7d`)
  const cockpit = page.locator('[data-cockpit]')
  await expect(cockpit.locator('[data-tile]')).toHaveCount(7)
  const texts = await cockpit.evaluate((root) => {
    const found: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      if (!text) continue
      // Data, not words: row keys (products, pages, positions, partners, networks) and the chart's drawing.
      if (node.parentElement?.closest('th[scope="row"], [aria-hidden="true"], style')) continue
      found.push(text)
    }
    return found
  })
  const catalogueWords = (value: unknown): string[] => {
    if (typeof value === 'string') return value.split(/[^\p{L}]+/u).filter(Boolean)
    if (typeof value === 'function') return catalogueWords(value('', '', ''))
    if (typeof value === 'object' && value) return Object.values(value).flatMap(catalogueWords)
    return []
  }
  const german = new Set(catalogueWords(figuresTexts.de))
  const english = new Set(catalogueWords(figuresTexts.en).filter((word) => !german.has(word)))
  const words = texts.flatMap((text) => text.split(/[^\p{L}]+/u).filter(Boolean))
  expect(words.length).toBeGreaterThan(50)
  // Every word is the German catalogue's (dates and amounts have none but the currency's).
  expect(words.filter((word) => !german.has(word))).toEqual([])
  expect(words.filter((word) => english.has(word))).toEqual([])

  const axe = await new AxeBuilder({ page }).include('[data-cockpit]').analyze()
  expect(axe.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' ')}`)).toEqual([])
})

test('a failing partner shows in the health panel with its error, and a retry delivers the lead once', async ({
  page,
}) => {
  test.setTimeout(180_000)
  financeSite = await startSite({
    SITE_ID: financeSiteId,
    LEADS_DB_PATH: leadsDbPath,
    LEAD_PARTNER_ENDPOINTS: `kreditpartner=${partner.origin}/leads`,
  })
  const signedUp = await fetch(`${financeSite.url}/api/signups`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': browser },
    body: JSON.stringify(signup('kreditpartner')),
  })
  expect(signedUp.status).toBe(202)
  await germanAdmin(page)
  await page.goto(`${cms.url}/admin/figures#health`)
  const health = page.locator('[data-health]')
  const lead = health.locator('[data-leads] tr[data-lead]')
  // A reload each look: going to the same address with its #health again would only scroll to the
  // panel (a fragment navigation), which keeps showing what the first load read.
  // The site's deliverer tries at once and the partner refuses: pending, with the partner's answer.
  await expect
    .poll(
      async () => {
        await page.reload()
        return health.textContent()
      },
      { timeout: 60_000, intervals: [2000], message: `the site's log:\n${financeSite.log()}` },
    )
    .toContain('HTTP 500')
  await expect(lead).toHaveCount(1)
  await expect(lead).toContainText('wartend')
  await expect(lead.getByRole('button', { name: 'Erneut senden' })).toHaveCount(0)

  // Some fifteen hours of retries pass: the lead's last attempt is due now, and the partner still refuses it.
  const database = new DatabaseSync(leadsDbPath)
  database
    .prepare('update signups set delivery_attempts = ?, next_delivery_at = ? where partner_id = ?')
    .run(deliveryPolicy.attempts - 1, new Date().toISOString(), 'kreditpartner')
  database.close()
  await expect
    .poll(
      async () => {
        await page.reload()
        return lead.textContent()
      },
      { timeout: 60_000, intervals: [2000] },
    )
    .toContain('fehlgeschlagen')
  await expect(lead).toContainText('HTTP 500')
  expect(partner.accepted).toEqual([])

  // The partner is back; the operator sends the lead again from the panel.
  partner.failing = false
  await lead.getByRole('button', { name: 'Erneut senden' }).click()
  await expect(health.getByRole('status')).toHaveText('Der Lead wird in der nächsten Runde erneut gesendet.')
  await expect.poll(() => partner.accepted.length, { timeout: 60_000 }).toBe(1)
  expect(JSON.parse(partner.accepted[0] ?? '{}')).toMatchObject({ email: 'erika-kreditpartner@example.com' })
  await page.goto(`${cms.url}/admin/figures#health`)
  await expect(health).toContainText('Alle Leads sind bei ihren Partnern.')
  // A second round later, still once.
  await page.waitForTimeout(deliveryPolicy.intervalMs + 2000)
  expect(partner.accepted).toHaveLength(1)
})

test('a subId a spreadsheet would run as a formula is a text cell in the CSV', async ({ page }) => {
  // A campaign link's subId, as a visitor's browser sends it: the impression, then the click-out.
  const impression = await fetch(`${site.url}/api/impression`, {
    method: 'POST',
    headers: { 'user-agent': browser, 'content-type': 'application/json' },
    body: JSON.stringify({
      device: { memory: 8, timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
      trackingData: { subId: '=1+2' },
      locale: 'de-DE',
    }),
  })
  const { impression: stored } = (await impression.json()) as { impression: { id: string } }
  const clickOut = await fetch(`${site.url}/go/nordlicht-casino/?subid==1+2&imp=${stored.id}`, {
    redirect: 'manual',
    headers: { 'user-agent': browser },
  })
  expect(clickOut.status).toBe(302)
  await germanAdmin(page)
  const csv = await (await page.request.get(`${cms.url}/api/figures.csv?by=subId`)).text()
  const lines = csv.split('\n')
  expect(lines).toContain("'=1+2,1,1,1,0,0,0,0,,")
  expect(lines.some((line) => line.startsWith('='))).toBe(false)
  // The same visit by device and country, from its screen and locale.
  const devices = await (await page.request.get(`${cms.url}/api/figures.csv?by=device`)).text()
  expect(devices.split('\n')).toContain('desktop,1,1,1,0,0,0,0,,')
  const countries = await (await page.request.get(`${cms.url}/api/figures.csv?by=country`)).text()
  expect(countries.split('\n')).toContain('DE,1,1,1,0,0,0,0,,')
})

test('an editor cannot open the figures, download them, retry a lead or change their own role', async ({ page }) => {
  await germanAdmin(page, editor)
  await expect(page.locator('a[href="/admin/figures"]')).toHaveCount(0)
  await expect(page.locator('[data-figures-dashboard]')).toHaveCount(0)
  await page.goto(`${cms.url}/admin/figures`)
  await expect(page.getByRole('alert').filter({ hasText: 'Kennzahlen' })).toHaveText(figuresTexts.de.forbidden)
  await expect(page.locator('[data-cockpit]')).toHaveCount(0)
  const csv = await page.request.get(`${cms.url}/api/figures.csv`)
  expect(csv.status()).toBe(403)
  const retry = await page.request.post(`${cms.url}/api/figures/retry?lead=1`, { maxRedirects: 0 })
  expect(retry.status()).toBe(403)
  const me = (await (await page.request.get(`${cms.url}/api/users/me`)).json()) as { user: { id: number } }
  await page.request.patch(`${cms.url}/api/users/${me.user.id}`, { data: { role: 'admin' } })
  const after = (await (await page.request.get(`${cms.url}/api/users/me`)).json()) as { user: { role: string } }
  expect(after.user.role).toBe('editor')
})

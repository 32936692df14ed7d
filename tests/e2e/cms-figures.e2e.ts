// The operator's figures in the real CMS, from the leads database the site writes: a visitor clicks
// out on the site, the partner's network posts the conversion back, and an administrator sees its
// revenue in the dashboard's chart data, its table and its CSV; an editor gets neither the view nor
// the CSV, and cannot make themself an administrator. A visitor's subId that a spreadsheet would run
// as a formula is a text cell in the CSV.
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { logIn } from '../support/cms-admin.ts'
import { type PayloadCms, startPayloadCms } from '../support/payload-cms.ts'
import { type SiteProcess, startSite } from '../support/site-process.ts'
import { randomSecret } from '../support/test-secrets.ts'

const leadsDbPath = join(tmpdir(), `e2e-figures-leads-${process.pid}.sqlite`)
const postbackToken = randomSecret()
const editor = { email: 'redaktion@example.com', password: 'redaktion-password-1' }
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

let cms: PayloadCms
let site: SiteProcess

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(150_000)
  site = await startSite({ LEADS_DB_PATH: leadsDbPath, POSTBACK_TOKENS: `income=${postbackToken}` })
  cms = await startPayloadCms({ LEADS_DB_PATH: leadsDbPath })
  // A visitor's click-out, then the network's postback of what it paid for it.
  const clickOut = await fetch(`${site.url}/go/nordlicht-casino/?subid=figures`, {
    redirect: 'manual',
    headers: { 'user-agent': browser },
  })
  const clickId = new URL(clickOut.headers.get('location') ?? '').searchParams.get('clickref') ?? ''
  const postback = new URLSearchParams({
    click_id: clickId,
    event: 'first_deposit',
    payout: '120.50',
    currency: 'EUR',
    txid: 'E2E-1',
    token: postbackToken,
  })
  expect((await fetch(`${site.url}/api/postback/income?${postback}`)).status).toBe(200)
  // An editor, made by the administrator.
  const created = await fetch(`${cms.url}/api/users`, {
    method: 'POST',
    headers: cms.adminHeaders,
    body: JSON.stringify({ ...editor, role: 'editor' }),
  })
  expect(created.status).toBe(201)
})

test.afterAll(async () => {
  site?.stop()
  await cms?.stop()
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${leadsDbPath}${suffix}`, { force: true })
})

test('an administrator sees the posted revenue in the chart, the table and the CSV', async ({ page }) => {
  await logIn(page, cms.url)
  await expect(page.locator('nav a[href="/admin/figures"]')).toHaveCount(1)
  await page.getByRole('paragraph').getByRole('link', { name: 'Figures' }).click()
  await expect(page).toHaveURL(/\/admin\/figures/)
  await page.getByLabel('By').selectOption('channel')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/by=channel/)
  const series = JSON.parse((await page.locator('figure[data-series]').getAttribute('data-series')) ?? '[]')
  expect(series).toEqual([{ key: 'unattributed', clickOuts: 1, 'revenue EUR': 120.5 }])
  const total = page.getByRole('row', { name: /^total/ })
  await expect(total.getByRole('cell').nth(3)).toHaveText('1')
  await expect(total.getByRole('cell').nth(5)).toHaveText('120.50 EUR')
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download CSV' }).click()
  const csv = readFileSync(await (await download).path(), 'utf8')
  expect(csv.split('\n')[0]).toBe(
    'channel,impressions,click_outs,click_through_rate,signups,conversion_rate,conversions,click_conversion_rate,revenue_EUR,epc_EUR',
  )
  expect(csv.split('\n').at(-1)).toMatch(/^total,.*,120\.5,120\.5$/)
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
  await logIn(page, cms.url)
  const csv = await (await page.request.get(`${cms.url}/api/figures.csv?by=subId`)).text()
  const lines = csv.split('\n')
  expect(lines).toContain("'=1+2,1,1,1,0,0,0,0,,")
  expect(lines.some((line) => line.startsWith('='))).toBe(false)
})

test('an editor cannot open the figures, download them or change their own role', async ({ page }) => {
  await logIn(page, cms.url, editor)
  await expect(page.locator('a[href="/admin/figures"]')).toHaveCount(0)
  await page.goto(`${cms.url}/admin/figures`)
  await expect(page.getByRole('alert').filter({ hasText: 'figures' })).toHaveText(
    'Only administrators and operators see the figures.',
  )
  await expect(page.locator('figure[data-series]')).toHaveCount(0)
  await expect(page.getByRole('table')).toHaveCount(0)
  const csv = await page.request.get(`${cms.url}/api/figures.csv`)
  expect(csv.status()).toBe(403)
  const me = (await (await page.request.get(`${cms.url}/api/users/me`)).json()) as { user: { id: number } }
  await page.request.patch(`${cms.url}/api/users/${me.user.id}`, { data: { role: 'admin' } })
  const after = (await (await page.request.get(`${cms.url}/api/users/me`)).json()) as { user: { role: string } }
  expect(after.user.role).toBe('editor')
})

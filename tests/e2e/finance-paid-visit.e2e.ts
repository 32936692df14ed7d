// The paid visit on the finance site (SITE_ID=75, docs/decisions/013), which runs every pixel the
// rules allow it: the same German Google Ads visitor as on the casino site, and a Microsoft Ads
// visitor who signs up. Checked in the leads database, at the operator and in what each stubbed
// service was told.
import { minimumFillTimeMs } from '../../app/signups/signup-schema.ts'
import { expect, test } from '../support/fixtures.ts'
import { queryLeadsOf } from '../support/leads-db.ts'
import {
  acceptAllAndClickOut,
  acceptAllFromGermany,
  impressionRow,
  integrationChunks,
  type PaidVisit,
  paidVisitTests,
  trackingCookies,
} from '../support/paid-visit.ts'
import { thirdPartyCalls } from '../support/third-party-stubs.ts'

const queryLeads = (sql: string, ...parameters: string[]) =>
  queryLeadsOf(process.env.E2E_FINANCE_PORT ?? '', sql, ...parameters)
const visit: PaidVisit = {
  landing: '/kreditkarten/?gclid=G-FIN-1&subid=campaign-fin',
  gclid: 'G-FIN-1',
  subId: 'campaign-fin',
  firstLink: (page) => page.getByRole('link', { name: /^Zum Anbieter/ }).first(),
  queryLeads,
}

paidVisitTests(visit)

test('(c) accept all, then a click-out: Meta starts with the impression, TikTok and Bing stay off for Google Ads', async ({
  page,
  context,
  baseURL,
}) => {
  const { id, calls } = await acceptAllAndClickOut(page, context, baseURL, visit, ['google', 'meta'])
  expect(calls.meta).toContainEqual(['init', '107500000000001', { external_id: id }])
  expect(calls.meta).toContainEqual(['track', 'InitiateCheckout', {}, { eventID: `${id}:InitiateCheckout` }])
  // The pixels that stay off are not even downloaded.
  expect(await integrationChunks(page)).toEqual(['google-analytics', 'meta-pixel'])
})

test('a Microsoft Ads visitor accepts all and signs up: every network hears of it, with the contact normalised', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptAllFromGermany(page, context, baseURL, '/anmelden/?msclkid=M-FIN-1&subid=campaign-bing')
  await expect.poll(async () => (await trackingCookies(context)).impression_id).toMatch(/^[0-9a-f-]{36}$/)
  const id = (await trackingCookies(context)).impression_id ?? ''
  await expect
    .poll(async () => Object.keys(await thirdPartyCalls(page)).sort())
    .toEqual(['bing', 'google', 'meta', 'tiktok'])

  const email = `Max.Muster+${Date.now()}@Example.de`
  const form = page.locator('form.signup__form')
  await form.getByLabel('Vor- und Nachname').fill('Max Muster')
  await form.getByLabel('E-Mail-Adresse').fill(email)
  await form.getByLabel(/^Telefonnummer/).fill('0151 2345 6789')
  await form.getByLabel(/Ich bin einverstanden/).check()
  // As long as a person takes at least: the server refuses a form sent sooner.
  await page.waitForTimeout(minimumFillTimeMs)
  await form.getByRole('button', { name: 'Anfrage senden' }).click()
  await expect(page.getByRole('status')).toHaveText(/Vielen Dank!/)

  expect(queryLeads('SELECT impression_id FROM signups WHERE email = ?', email)).toEqual([{ impression_id: id }])
  expect(impressionRow(queryLeads, id)).toEqual([
    { channel_id: 5, channel_name: 'microsoft-ads', sub_id: 'campaign-bing' },
  ])
  const normalised = { email: 'maxmuster@example.de', phone: '+4915123456789' }
  const calls = await thirdPartyCalls(page)
  expect(calls.bing?.[0]).toEqual(['tag', '187500001'])
  expect(calls.bing).toContainEqual(['set', { pid: { em: normalised.email, ph: normalised.phone } }])
  expect(calls.bing).toContainEqual(['event', 'sign_up', {}])
  expect(calls.meta).toContainEqual(['track', 'Signup', {}, { eventID: `${id}:Signup` }])
  expect(calls.meta).toContainEqual([
    'init',
    '107500000000001',
    { em: normalised.email, ph: normalised.phone, external_id: id },
  ])
  expect(calls.google).toContainEqual(['set', 'user_data', { email: normalised.email, phone_number: normalised.phone }])
  expect(calls.google).toContainEqual(['event', 'sign_up', { impression_id: id }])
  // TikTok runs for this visit (Finance, not Google Ads) but has no name for a signup.
  expect(calls.tiktok).toContainEqual(['identify', { external_id: id }])
  expect(calls.tiktok?.some(([method]) => method === 'track')).toBe(false)
})

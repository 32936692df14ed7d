// An editor in the real CMS (Payload, cms/) with the site reading it (CMS_URL), in Chromium: a FAQ
// question emptied and published is marked at the question with zod's message, the mark stays when
// the admin refreshes its form state (another field edited, the draft autosaved), and goes once
// the question is fixed, when the publish succeeds and the site shows the fix. An editor whose
// browser asks for German reads the admin and the fields' labels in German.
import { expect, type Locator, type Page, test } from '@playwright/test'
import { freePort } from '../support/free-port.ts'
import { type PayloadCms, startPayloadCms } from '../support/payload-cms.ts'
import { e2ePreviewSecret } from '../support/preview-link.ts'
import { type SiteProcess, startSite } from '../support/site-process.ts'

const revalidateSecret = 'e2e-revalidate-secret'
const editor = { email: 'redaktion@example.com', password: 'redaktion-password-1' }
const path = '/mobile-casinos/'
/** The FAQ of /mobile-casinos/ (content/90/de-DE/pages/mobile-casinos.json) and its first question. */
const faq = 'blocks.5'
const question = `${faq}.items.0.question`

let cms: PayloadCms
let site: SiteProcess

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(150_000)
  const sitePort = await freePort()
  const shared = { REVALIDATE_SECRET: revalidateSecret, PREVIEW_SECRET: e2ePreviewSecret }
  cms = await startPayloadCms({ ...shared, SITE_URL: `http://127.0.0.1:${sitePort}` })
  site = await startSite({ ...shared, CMS_URL: cms.url, CMS_API_KEY: cms.apiKey }, sitePort)
  const created = await fetch(`${cms.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `users API-Key ${cms.apiKey}` },
    body: JSON.stringify({ ...editor, role: 'editor' }),
  })
  expect(created.status).toBe(201)
})

test.afterAll(async () => {
  site?.stop()
  await cms?.stop()
})

const sitePage = async () => (await fetch(`${site.url}${path}`)).text()

async function pageId(): Promise<number> {
  const search = new URLSearchParams({ 'where[path][equals]': path, 'where[site][equals]': '90', depth: '0' })
  const { docs } = (await (await fetch(`${cms.url}/api/pages?${search}`)).json()) as { docs: { id: number }[] }
  const id = docs[0]?.id
  if (id === undefined) throw new Error(`No page at ${path}`)
  return id
}

async function openPage(page: Page, loginButton: string) {
  await page.goto(`${cms.url}/admin/login`)
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: loginButton }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto(`${cms.url}/admin/collections/pages/${await pageId()}`)
  await expect(page.locator(`[name="${question}"]`)).toBeVisible()
}

/** The field whose input is named `name`: its wrapper, which carries the error mark and message. */
const fieldOf = (page: Page, name: string): Locator =>
  page
    .locator('.field-type')
    .filter({ has: page.locator(`[name="${name}"]`) })
    .last()

/** The admin's form-state refresh after an edit: its server function call has answered. */
const formStateRefresh = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && !!response.request().headers()['next-action'],
  )

test('an emptied FAQ question stays marked through form-state refreshes until it is fixed, then publishes', async ({
  page,
}) => {
  const original = 'Gibt es Casino-Apps mit deutscher Lizenz?'
  const fixed = 'Gibt es Casino-Apps mit GGL-Lizenz?'
  expect(await sitePage()).toContain(original)
  await openPage(page, 'Login')
  const field = fieldOf(page, question)
  await page.locator(`[name="${question}"]`).fill('')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  // Marked at the question itself, with the schema's message; the block row counts it.
  await expect(field).toHaveClass(/\berror\b/)
  await expect(field.locator('.field-error')).toContainText('>=1 characters')
  await expect(page.locator(`#${faq.replace('.', '-row-')}`)).toHaveClass(/blocks-field__row--has-errors/)

  // Another field edited: the admin refreshes its form state (and autosaves the draft); the mark stays.
  const refreshed = formStateRefresh(page)
  await page.locator(`[name="${faq}.heading"]`).fill('Fragen zu mobilen Casinos')
  await refreshed
  await page.waitForLoadState('networkidle')
  await expect(field).toHaveClass(/\berror\b/)
  await expect(field.locator('.field-error')).toContainText('>=1 characters')
  expect(await sitePage()).toContain(original)

  // Fixed: the mark goes at the next refresh, the publish succeeds, the site shows the fix.
  const refreshedAgain = formStateRefresh(page)
  await page.locator(`[name="${question}"]`).fill(fixed)
  await refreshedAgain
  await expect(field).not.toHaveClass(/\berror\b/)
  const published = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      /\/api\/pages\/\d+\?/.test(response.url()) &&
      !response.url().includes('autosave=true'),
  )
  await page.getByRole('button', { name: 'Publish changes' }).click()
  expect((await published).status()).toBe(200)
  await expect.poll(sitePage, { timeout: 5_000 }).toContain(fixed)
  expect(await sitePage()).not.toContain(original)
})

test.describe('an editor whose browser asks for German', () => {
  test.use({ locale: 'de-DE' })

  test('reads the admin and the fields’ labels and help in German', async ({ page }) => {
    await openPage(page, 'Anmelden')
    await expect(page.getByRole('button', { name: 'Änderungen veröffentlichen' })).toBeVisible()
    await expect(page.locator('nav').getByText('Seiten', { exact: true })).toBeVisible()
    await expect(page.locator('.field-type').getByText('Pfad', { exact: true }).first()).toBeVisible()
    await expect(page.getByText('Inhaltsblöcke', { exact: true }).first()).toBeVisible()
    const faqRow = page.locator(`#${faq.replace('.', '-row-')}`)
    await expect(faqRow.getByText('FAQ', { exact: true }).first()).toBeVisible()
    await expect(fieldOf(page, question).getByText('Frage', { exact: true })).toBeVisible()
    await expect(fieldOf(page, `${faq}.items.0.answer`).getByText('HTML, z. B. <p>…</p>.')).toBeVisible()
  })
})

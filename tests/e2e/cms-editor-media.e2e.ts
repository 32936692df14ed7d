// An editor and the media library of the real CMS (Payload, cms/), with the site reading it
// (CMS_URL), in Chromium: a logo uploaded with its alt text (which the library insists on) is
// resized, a casino made in the admin with it (a duplicate of another, its logo chosen from the
// library, its own licence number, its domain on the whitelist) and published is on the site at the
// next request, its logo served from the site's own origin under /media/ with width, height and a
// srcset of the generated widths, and the page's Content-Security-Policy not violated.
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { documentId, formStateRefresh, logIn, publish } from '../support/cms-admin.ts'
import { cmsWithSiteForTheseTests } from '../support/cms-with-site.ts'
import { watchViolations } from '../support/csp-violations.ts'
import type { PayloadCms } from '../support/payload-cms.ts'
import type { SiteProcess } from '../support/site-process.ts'

const editor = { email: 'media-editor@example.com', password: 'media-editor-password-1' }
/** A real PNG (1200 × 630): wider than every width the library makes. */
const logoPng = readFileSync('public/og/default.png')
const listPath = '/echtgeld-casinos/'

let cms: PayloadCms
let site: SiteProcess

test.describe.configure({ mode: 'serial' })

cmsWithSiteForTheseTests(async (running) => {
  ;({ cms, site } = running)
  // An editor (not an administrator), made by the administrator.
  const created = await fetch(`${cms.url}/api/users`, {
    method: 'POST',
    headers: cms.adminHeaders,
    body: JSON.stringify({ ...editor, role: 'editor' }),
  })
  expect(created.status).toBe(201)
  // The new casino's domain is on the site's copy of the GGL whitelist, as the operator's import puts it.
  const search = new URLSearchParams({ 'where[domain][equals]': 'nordlicht-casino.de', depth: '0' })
  const listed = await fetch(`${cms.url}/api/ggl-whitelist?${search}`, { headers: cms.adminHeaders })
  const [{ id: _id, createdAt: _created, updatedAt: _updated, ...entry }] = (await listed.json()).docs
  const whitelisted = await fetch(`${cms.url}/api/ggl-whitelist`, {
    method: 'POST',
    headers: cms.adminHeaders,
    body: JSON.stringify({
      ...entry,
      contentId: 'testhafen-casino-de',
      domain: 'testhafen-casino.de',
      operator: 'Testhafen Gaming GmbH',
      _status: 'published',
    }),
  })
  expect(whitelisted.status, await whitelisted.text()).toBe(201)
})

test('an editor uploads a logo with its alt text, creates a casino with it, and the site shows it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await logIn(page, cms.url, editor)

  // The library holds content/'s images, imported on the first start.
  await page.goto(`${cms.url}/admin/collections/media`)
  await expect(page.getByRole('cell', { name: /^\/images\/.+\.svg$/ }).first()).toBeVisible()

  await page.goto(`${cms.url}/admin/collections/media/create`)
  const fileTaken = formStateRefresh(page)
  await page.locator('input[type="file"]').setInputFiles({
    name: 'Testhafen Casino Logo.png',
    mimeType: 'image/png',
    buffer: logoPng,
  })
  await fileTaken
  // Without alt text the upload is refused, the field marked.
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('.field-type.error:has(#field-alt)')).toBeVisible()
  await expect(page).toHaveURL(/\/media\/create$/)
  await page.locator('#field-alt').fill('Logo des Testhafen Casinos')
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/media') && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Save' }).click()
  const upload = (await (await saved).json()) as {
    doc: { id: number; filename: string; width: number; sizes: Record<string, { filename: string; width: number }> }
  }
  expect(upload.doc.filename).toBe('testhafen-casino-logo.png')
  expect(upload.doc.width).toBe(1200)
  expect(upload.doc.sizes['320w']).toMatchObject({ filename: 'testhafen-casino-logo-320w.png', width: 320 })

  // The casino, added as editors add one: a similar one duplicated, then given its own name, links
  // and rank, and the new logo chosen from the library in place of the old one; then published.
  const nordlicht = await documentId(cms.url, 'products', { contentId: 'nordlicht-casino' })
  await page.goto(`${cms.url}/admin/collections/products/${nordlicht}`)
  await page.locator('.doc-controls__dots').click()
  await page.locator('#action-duplicate').click()
  await expect(page).not.toHaveURL(new RegExp(`/products/${nordlicht}$`))
  await page.locator('#field-name').fill('Testhafen Casino')
  await page.locator('#field-contentId').fill('testhafen-casino')
  await page.locator('#field-domain').fill('testhafen-casino.de')
  await page.locator('#field-url').fill('https://testhafen-casino.de/?sub={subId}&click={clickId}')
  await page.locator('#field-rank').fill('1')
  // A licence belongs to one casino: the copy gets its own number.
  await page.locator('#field-licence__number').fill('GGL-VAS-2026-0042')
  const logoField = page.locator('#field-logo')
  // The old logo's remove button (an icon, with no name of its own in Payload's admin).
  await logoField.locator('button.upload-relationship-details__remove').click()
  await logoField.getByRole('button', { name: 'Choose from existing' }).click()
  const drawer = page.locator('.list-drawer')
  await drawer.getByRole('button', { name: 'testhafen-casino-logo.png' }).first().click()
  await expect(logoField.getByText('testhafen-casino-logo.png')).toBeVisible()
  const published = await publish(page, 'products')
  expect(published.status(), await published.text()).toBe(200)

  // On the site at once (the publish told it), served from its own origin.
  const problems = await watchViolations(page)
  await page.goto(`${site.url}${listPath}`)
  const logo = page.locator('img[src="/media/testhafen-casino-logo.png"]').first()
  await expect(logo).toHaveAttribute('width', '160')
  await expect(logo).toHaveAttribute('height', '80')
  await expect(logo).toHaveAttribute('srcset', /\/media\/testhafen-casino-logo-320w\.png 320w/)
  await logo.scrollIntoViewIfNeeded()
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  const shown = await logo.evaluate((image: HTMLImageElement) => image.currentSrc)
  expect(new URL(shown).origin).toBe(site.url)
  const file = await fetch(shown)
  expect(file.status).toBe(200)
  expect(file.headers.get('content-type')).toBe('image/png')
  expect(problems).toEqual([])
})

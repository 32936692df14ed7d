// List entries and roles in the real CMS (Payload, cms/) with the site reading it (CMS_URL), in
// Chromium: an editor's changed bonus is a draft, not on the site, until published; the casino's
// Preview opens its review page with the draft, and a preview of a list page shows it too; a bonus
// change scheduled for the next minute goes live on the site at its time (Payload's job queue in
// the CMS, then the site told); an author sees no Publish and no other user, and the API refuses both.
import { expect, type Page, test } from '@playwright/test'
import { documentId, logIn, saveDraft } from '../support/cms-admin.ts'
import { cmsWithSiteForTheseTests } from '../support/cms-with-site.ts'
import { cmsAdmin, type PayloadCms } from '../support/payload-cms.ts'
import { previewUrl } from '../support/preview-link.ts'
import type { SiteProcess } from '../support/site-process.ts'

const author = { email: 'autorin@example.com', password: 'author-password-1' }

let cms: PayloadCms
let site: SiteProcess

test.describe.configure({ mode: 'serial' })

cmsWithSiteForTheseTests(async (running) => {
  ;({ cms, site } = running)
})

const sitePage = async (path: string) => (await fetch(`${site.url}${path}`)).text()
const adminHeaders = () => cms.adminHeaders

const productId = (contentId: string) => documentId(cms.url, 'products', { contentId })

/** Opens the casino, types a new bonus headline and saves it as a draft. */
async function draftHeadline(page: Page, casino: string, headline: string) {
  await page.goto(`${cms.url}/admin/collections/products/${await productId(casino)}`)
  const field = page.locator('[name="bonus.headline"]')
  await expect(field).toBeVisible()
  await field.fill(headline)
  expect((await saveDraft(page)).status()).toBe(200)
}

test('a changed bonus is a draft: the site shows the old one, the preview of the casino and of its lists the new one', async ({
  page,
  context,
}) => {
  const casino = 'nordlicht-casino'
  const before = '100 % bis 100 € + 50 Freispiele'
  const changed = 'Entwurf: 200 % bis 500 €'
  for (const path of ['/casinos/nordlicht-casino/', '/casino-boni/']) expect(await sitePage(path)).toContain(before)
  await logIn(page, cms.url)
  await draftHeadline(page, casino, changed)
  for (const path of ['/casinos/nordlicht-casino/', '/casino-boni/']) {
    const html = await sitePage(path)
    expect(html).toContain(before)
    expect(html).not.toContain(changed)
  }
  // The casino's Preview opens its review page, showing the draft.
  const [preview] = await Promise.all([context.waitForEvent('page'), page.locator('#preview-button').click()])
  await preview.waitForLoadState()
  expect(preview.url()).toContain(`${site.url}/casinos/nordlicht-casino/?preview=`)
  await expect(preview.getByText(changed).first()).toBeVisible()
  // A list page previewed shows the draft in its list too.
  await preview.goto(`${site.url}${previewUrl('/casino-boni/')}`)
  await expect(preview.getByText(changed).first()).toBeVisible()
})

test('a bonus change scheduled for the next minute goes live on the site at its time', async ({ page }) => {
  test.setTimeout(180_000)
  const scheduled = 'Geplant: 300 % bis 300 €'
  await logIn(page, cms.url)
  await draftHeadline(page, 'spielwerk24', scheduled)
  // The next whole minute at least 20 s ahead: the picker takes minutes.
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
  await page.locator('#action-save-popup').click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.locator('.schedule-publish')
  const input = drawer.locator('.react-datepicker__input-container input')
  // Typed as the picker shows a time (MMM d, yyyy h:mm a), in the browser's time zone (the machine's).
  const month = at.toLocaleString('en-US', { month: 'short' })
  const time = at.toLocaleString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true })
  await input.fill(`${month} ${at.getDate()}, ${at.getFullYear()} ${time}`)
  // Away from the picker (not Escape: that closes the drawer).
  await drawer.locator('.schedule-publish__drawer-header').click()
  await drawer.locator('.schedule-publish__actions').getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/scheduled successfully/i).first()).toBeVisible()
  expect(await sitePage('/casino-boni/')).not.toContain(scheduled)
  // The CMS runs due jobs every 5 s; the publish tells the site, which drops its cached lists.
  await expect
    .poll(() => sitePage('/casino-boni/'), { timeout: at.getTime() - Date.now() + 20_000, intervals: [1_000] })
    .toContain(scheduled)
  test.info().annotations.push({ type: 'live-after-scheduled-time-ms', description: String(Date.now() - at.getTime()) })
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
})

test('an author writes a post but cannot publish it, nor see or edit users; the API refuses both', async ({ page }) => {
  const created = await fetch(`${cms.url}/api/users`, {
    method: 'POST',
    headers: adminHeaders(),
    body: JSON.stringify({ ...author, role: 'author' }),
  })
  expect(created.status).toBe(201)
  await logIn(page, cms.url, author)
  await expect(page.locator('nav').getByRole('link', { name: 'Posts', exact: true })).toBeVisible()
  // An existing post opens without a Publish button (an editor's post: read only).
  const { docs } = (await (await fetch(`${cms.url}/api/posts?where[site][equals]=90&limit=1&depth=0`)).json()) as {
    docs: { id: number }[]
  }
  await page.goto(`${cms.url}/admin/collections/posts/${docs[0]?.id}`)
  await expect(page.locator('.doc-header, .collection-edit').first()).toBeVisible()
  await expect(page.getByRole('button', { name: /^Publish/ })).toHaveCount(0)
  // Their own new post (made with their session, as the admin's create does) opens for editing, with no Publish.
  const api = page.context().request
  const {
    id: _,
    createdAt: __,
    updatedAt: ___,
    ...imported
  } = (await (await fetch(`${cms.url}/api/posts/${docs[0]?.id}?depth=0`)).json()) as Record<string, unknown>
  const draft = await api.post(`${cms.url}/api/posts?draft=true&depth=0`, {
    data: { ...imported, contentId: 'autorin-entwurf', name: 'autorin-entwurf', _status: 'draft' },
  })
  expect(draft.status()).toBe(201)
  const own = ((await draft.json()) as { doc: { id: number } }).doc.id
  await page.goto(`${cms.url}/admin/collections/posts/${own}`)
  await expect(page.locator('[name="title"]')).toBeEditable()
  await expect(page.getByRole('button', { name: /^Publish/ })).toHaveCount(0)
  await page.locator('[name="title"]').fill('Entwurf der Autorin')
  expect((await saveDraft(page)).status()).toBe(200)
  // The API, asked with the author's session, refuses publishing and reading other users.
  const publish = await api.patch(`${cms.url}/api/posts/${docs[0]?.id}`, { data: { _status: 'published' } })
  expect(publish.status()).toBe(403)
  const users = (await (await api.get(`${cms.url}/api/users?depth=0`)).json()) as { docs: { email: string }[] }
  expect(users.docs.map((user) => user.email)).toEqual([author.email])
  // The admin's list of users holds their own account only.
  await page.goto(`${cms.url}/admin/collections/users`)
  await expect(page.locator('.table').getByText(author.email)).toBeVisible()
  await expect(page.getByText(cmsAdmin.email)).toHaveCount(0)
  // Another user's account does not open for them.
  await page.goto(`${cms.url}/admin/collections/users/1`)
  await expect(page.locator('[name="email"]')).toHaveCount(0)
})

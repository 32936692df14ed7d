// An editor writes in the real CMS's rich-text editor (Lexical), in Chromium: an article with a
// heading and a list from the editor's toolbar and a link picked from the site's pages, saved, is on
// the site at its path, the text written out as the site's HTML (the link as the page's path); a
// page's new rich text shows in the preview the CMS opens while it is a draft.
import { expect, type Locator, type Page, test } from '@playwright/test'
import { logIn, richTextEditor } from '../support/cms-admin.ts'
import { cmsWithSiteForTheseTests } from '../support/cms-with-site.ts'
import type { PayloadCms } from '../support/payload-cms.ts'
import type { SiteProcess } from '../support/site-process.ts'

let cms: PayloadCms
let site: SiteProcess

// One CMS and site for both tests.
test.describe.configure({ mode: 'serial' })

cmsWithSiteForTheseTests(async (running) => {
  ;({ cms, site } = running)
})

/** Picks an option of one of the admin's selects (site, locale, a linked document). */
async function choose(page: Page, select: Locator, option: string, search?: string) {
  await select.locator('.rs__control').click()
  if (search !== undefined) await page.keyboard.type(search)
  await page.locator('.rs__option', { hasText: option }).first().click()
}

/** Turns the editor's current line into another kind of block (Heading 2, Unordered List) from its toolbar. */
async function makeLine(page: Page, field: Locator, kind: string) {
  await field.getByRole('button', { name: 'text dropdown' }).click()
  await page.getByRole('button', { name: kind, exact: true }).click()
}

test('an editor writes an article with a heading, a list and a link to a page: the site shows it as HTML', async ({
  page,
}) => {
  // A whole article typed into the admin.
  test.setTimeout(120_000)
  const name = 'einzahlen-ohne-umwege'
  await logIn(page, cms.url)
  await page.goto(`${cms.url}/admin/collections/posts/create`)
  await page.locator('[name="contentId"]').fill(name)
  await page.locator('[name="name"]').fill(name)
  await page.locator('[name="title"]').fill('Einzahlen ohne Umwege')
  await page.locator('[name="excerpt"]').fill('Wie eine erste Einzahlung in drei Schritten gelingt.')
  await page.locator('[name="authorId"]').fill('markus-brandt')
  await page.locator('[name="categoryId"]').fill('zahlungen')
  await page.locator('[name="publishedAt"]').fill('2026-11-20')
  await page.locator('[name="meta.title"]').fill('Einzahlen ohne Umwege')
  await page.locator('[name="meta.description"]').fill('Eine erste Einzahlung in drei Schritten.')
  await page.locator('[name="contentUpdatedAt"]').fill('2026-11-20')
  await choose(page, page.locator('#field-site'), '90 ')
  await choose(page, page.locator('#field-locale'), 'de-DE')

  await page.getByRole('button', { name: 'Add Block' }).last().click()
  await page.getByRole('button', { name: 'Rich text', exact: true }).click()
  const field = page.locator('[data-field-path="blocks.0.html"]')
  const editor = richTextEditor(page, 'blocks.0.html')
  await editor.click()
  await makeLine(page, field, 'Heading 2')
  await editor.pressSequentially('Drei Schritte')
  await page.keyboard.press('Enter')
  await makeLine(page, field, 'Unordered List')
  await editor.pressSequentially('Konto verifizieren')
  await page.keyboard.press('Enter')
  await editor.pressSequentially('Betrag wählen')
  // A second Enter on the empty item ends the list.
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await editor.pressSequentially('Danach warten die Freispiele')
  for (const _ of 'Freispiele') await page.keyboard.press('Shift+ArrowLeft')
  await field.locator('.fixed-toolbar .toolbar-popup__button-link').click()
  const drawer = page.locator('dialog').filter({ hasText: 'Edit Link' })
  await drawer.getByText('Internal Link', { exact: true }).click()
  const linkedDocument = drawer.locator('.field-type.relationship')
  await choose(page, linkedDocument, '/freispiele/', 'freispiele')
  // Saved before the drawer's form holds the choice, the link would point nowhere ("https://").
  await expect(linkedDocument.locator('.rs__single-value')).toContainText('/freispiele/')
  // A click while the drawer's form is still taking in the choice is lost: pressed again, as an editor would.
  await expect(async () => {
    if (await drawer.isVisible()) await drawer.getByRole('button', { name: 'Save changes' }).click({ timeout: 2_000 })
    await expect(drawer).toBeHidden({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })

  const [saved] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/posts\b/.test(response.url())),
    page.getByRole('button', { name: 'Publish changes' }).click(),
  ])
  expect(saved.status(), await saved.text()).toBe(201)

  const html = '<h2>Drei Schritte</h2><ul><li>Konto verifizieren</li><li>Betrag wählen</li></ul>'
  const link = '<p>Danach warten die <a href="/freispiele/">Freispiele</a></p>'
  await expect
    .poll(async () => (await fetch(`${site.url}/ratgeber/${name}/`)).text(), { timeout: 10_000 })
    .toContain(html + link)
})

test("a page's new rich text shows in the preview while it is a draft, not on the public page", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await logIn(page, cms.url)
  const search = new URLSearchParams({ 'where[path][equals]': '/echtgeld-casinos/', 'where[site][equals]': '90' })
  const { docs } = (await (await fetch(`${cms.url}/api/pages?${search}&depth=0`)).json()) as { docs: { id: number }[] }
  await page.goto(`${cms.url}/admin/collections/pages/${docs[0]?.id}`)
  const rows = page.locator('[id^="blocks-row-"]')
  await expect(rows.first()).toBeVisible()
  const path = `blocks.${await rows.count()}.html`
  await page.getByRole('button', { name: 'Add Block' }).last().click()
  await page.getByRole('button', { name: 'Rich text', exact: true }).click()
  const editor = richTextEditor(page, path)
  await editor.click()
  await makeLine(page, page.locator(`[data-field-path="${path}"]`), 'Heading 3')
  await editor.pressSequentially('Noch ein Entwurf')
  // Autosave keeps the draft, its HTML written from what was typed.
  await expect(page.getByText(/Last saved/i).first()).toBeVisible({ timeout: 10_000 })
  const [preview] = await Promise.all([context.waitForEvent('page'), page.locator('#preview-button').click()])
  await expect(preview.locator('h3', { hasText: 'Noch ein Entwurf' })).toBeVisible()
  expect(await (await fetch(`${site.url}/echtgeld-casinos/`)).text()).not.toContain('Noch ein Entwurf')
})

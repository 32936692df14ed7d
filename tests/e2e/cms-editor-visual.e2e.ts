// Visual editing in the real CMS (Payload, cms/) with the site in its live-preview pane, in
// Chromium: a click on the FAQ block in the pane opens and focuses its fields in the form; a click
// on its third question opens that question; moving, duplicating, removing (and undoing it) and
// inserting a block from the pane change the draft's blocks, which a reload keeps; all of it by
// keyboard alone; an author or provider shown in a block opens its own document; and a signed
// preview link in a tab of its own opens the block in the admin, though the editor had closed its
// rows. The admin speaks English here (the browser's language), so the pane's controls do too. Each
// test leaves the draft's blocks as it found them, so the tests pass in any order and repeated.
import { expect, type FrameLocator, type Page, test } from '@playwright/test'
import { logIn, pageId } from '../support/cms-admin.ts'
import { cmsWithSiteForTheseTests } from '../support/cms-with-site.ts'
import type { PayloadCms } from '../support/payload-cms.ts'
import { previewUrl } from '../support/preview-link.ts'
import type { SiteProcess } from '../support/site-process.ts'
import { clickPart, clickQuestion } from '../support/visual-editing.ts'

let cms: PayloadCms
let site: SiteProcess

test.describe.configure({ mode: 'serial', timeout: 60_000 })

cmsWithSiteForTheseTests(async (running) => {
  ;({ cms, site } = running)
})

const path = '/casino-boni/'

/** The draft's block types in order, as the CMS keeps them. */
async function draftBlockTypes(id: number): Promise<string[]> {
  const response = await fetch(`${cms.url}/api/pages/${id}?draft=true&depth=0`, { headers: cms.adminHeaders })
  const { blocks } = (await response.json()) as { blocks: { blockType: string }[] }
  return blocks.map((block) => block.blockType)
}

/**
 * Opens the page's document with its live-preview pane, once the pane shows the block outlines;
 * logs in first unless told the editor is logged in.
 */
async function openWithPane(page: Page, at = path, loggedIn = false): Promise<{ id: number; pane: FrameLocator }> {
  if (!loggedIn) await logIn(page, cms.url)
  const id = await pageId(cms.url, at)
  await page.goto(`${cms.url}/admin/collections/pages/${id}`)
  // The admin remembers an open pane for the next document it opens: opened once only.
  const toggler = page.locator('#live-preview-toggler')
  await expect(toggler).toBeVisible()
  if (!(await toggler.getAttribute('class'))?.includes('live-preview-toggler--active')) await toggler.click()
  const pane = page.frameLocator('#live-preview-iframe')
  await expect(faqOutline(pane)).toBeAttached({ timeout: 20_000 })
  return { id, pane }
}

const faqOutline = (pane: FrameLocator) => pane.getByRole('button', { name: 'Edit: FAQ', exact: true }).first()

/**
 * The toolbar of the block named label (the nth of that name), shown by focusing its outline: the
 * focus stays while the pane reloads the draft and the block moves, where a resting pointer would not.
 */
async function toolbar(pane: FrameLocator, label: string, nth = 0) {
  const outline = pane.getByRole('button', { name: `Edit: ${label}`, exact: true }).nth(nth)
  await outline.focus()
  return outline.locator('xpath=..').getByRole('group', { name: `${label}: Arrange block` })
}

/** The draft's block types in the CMS and then in the pane are `expected`. */
async function draftIs(id: number, pane: FrameLocator, expected: string[]) {
  // Autosave keeps the form's change as the draft; the pane follows it.
  await expect.poll(() => draftBlockTypes(id), { timeout: 15_000 }).toEqual(expected)
  await expect
    .poll(() => pane.locator('[data-block-type]').evaluateAll((blocks) => blocks.map((b) => b.dataset.blockType)))
    .toEqual(expected)
}

/** The block types with those at a and b swapped: a block moved by one. */
const swapped = (types: string[], a: number, b: number) =>
  types.map((type, index) => (index === a ? types[b] : index === b ? types[a] : type) ?? type)

/** After a reload the form shows a block of type at index, and the draft still holds `expected`. */
async function keptOnReload(page: Page, id: number, index: number, type: string, expected: string[]) {
  await page.reload()
  await expect(page.locator(`#blocks-row-${index} .blocks-field__block-pill-${type}`)).toBeAttached()
  expect(await draftBlockTypes(id)).toEqual(expected)
}

/** The path of the form's field that has the keyboard focus. */
const focusedField = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null)

test('a click on the FAQ block in the pane opens its fields in the form and focuses the first of them', async ({
  page,
}) => {
  const { id, pane } = await openWithPane(page)
  const faq = (await draftBlockTypes(id)).indexOf('faq')
  expect(faq).toBeGreaterThan(0)
  // The outline shows the block's name on hover.
  const outline = faqOutline(pane)
  await outline.hover({ position: { x: 40, y: 8 } })
  await expect(pane.locator('.visual-editing__label', { hasText: /^FAQ$/ })).toBeVisible()
  // On its heading, not on a question: the block itself opens.
  await outline.click({ position: { x: 40, y: 8 } })
  await expect.poll(() => focusedField(page)).toBe(`blocks.${faq}.contentId`)
  await expect(page.locator(`[name="blocks.${faq}.contentId"]`)).toBeInViewport()
})

test('a click on the third question opens that question in the form', async ({ page }) => {
  const { id, pane } = await openWithPane(page)
  const faq = (await draftBlockTypes(id)).indexOf('faq')
  await clickQuestion(pane, 2)
  await expect.poll(() => focusedField(page)).toBe(`blocks.${faq}.items.2.question`)
  // Its row is open, not only its field focused.
  await expect(page.locator('.collapsible--collapsed').locator(`[name="blocks.${faq}.items.2.question"]`)).toHaveCount(
    0,
  )
  // In view, though the rows above it opened after it was scrolled to.
  await expect(page.locator(`[name="blocks.${faq}.items.2.question"]`)).toBeInViewport()
})

test("moving the FAQ up from the pane changes the draft's block order, and a reload keeps it", async ({ page }) => {
  const { id, pane } = await openWithPane(page)
  const before = await draftBlockTypes(id)
  const faq = before.indexOf('faq')
  await faqOutline(pane).hover({ position: { x: 40, y: 8 } })
  await pane.getByRole('group', { name: 'FAQ: Arrange block' }).getByRole('button', { name: 'Move up' }).click()
  const moved = swapped(before, faq - 1, faq)
  await draftIs(id, pane, moved)
  await keptOnReload(page, id, faq - 1, 'faq', moved)
})

test('by keyboard alone: Enter on the FAQ outline opens its fields, Tab and Enter move it down again', async ({
  page,
}) => {
  const { id, pane } = await openWithPane(page)
  const before = await draftBlockTypes(id)
  const faq = before.indexOf('faq')
  const outline = faqOutline(pane)
  await outline.focus()
  // Focus shows the outline's toolbar, as hover does.
  await expect(pane.getByRole('group', { name: 'FAQ: Arrange block' })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect.poll(() => focusedField(page)).toBe(`blocks.${faq}.contentId`)
  await outline.focus()
  // The toolbar follows the outline: Move up, then Move down.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(pane.getByRole('button', { name: 'Move down' }).and(pane.locator(':focus'))).toHaveCount(1)
  await page.keyboard.press('Enter')
  const moved = swapped(before, faq, faq + 1)
  await expect.poll(() => draftBlockTypes(id), { timeout: 15_000 }).toEqual(moved)
  await keptOnReload(page, id, faq + 1, 'faq', moved)
})

test('duplicating the FAQ from the pane adds its copy after it in the draft, and a reload keeps it', async ({
  page,
}) => {
  const { id, pane } = await openWithPane(page)
  const before = await draftBlockTypes(id)
  const faq = before.indexOf('faq')
  await (await toolbar(pane, 'FAQ')).getByRole('button', { name: 'Duplicate' }).click()
  const duplicated = [...before.slice(0, faq + 1), 'faq', ...before.slice(faq + 1)]
  await draftIs(id, pane, duplicated)
  // The copy has the original's content.
  const draft = await (
    await fetch(`${cms.url}/api/pages/${id}?draft=true&depth=0`, { headers: cms.adminHeaders })
  ).json()
  const [original, copy] = (draft as { blocks: { items?: { question: string }[] }[] }).blocks.slice(faq, faq + 2)
  expect(copy?.items?.map((item) => item.question)).toEqual(original?.items?.map((item) => item.question))
  await keptOnReload(page, id, faq + 1, 'faq', duplicated)
  // The copy removed again, from its own outline.
  await expect(faqOutline(pane)).toBeAttached({ timeout: 20_000 })
  await (await toolbar(pane, 'FAQ', 1)).getByRole('button', { name: 'Remove' }).click()
  await draftIs(id, pane, before)
})

test('removing the FAQ from the pane takes it out of the draft, and Undo puts it back where it was', async ({
  page,
}) => {
  const { id, pane } = await openWithPane(page)
  const before = await draftBlockTypes(id)
  const faq = before.indexOf('faq')
  const questions = async () =>
    (
      (await (await fetch(`${cms.url}/api/pages/${id}?draft=true&depth=0`, { headers: cms.adminHeaders })).json()) as {
        blocks: { blockType: string; items?: { question: string }[] }[]
      }
    ).blocks
      .find((block) => block.blockType === 'faq')
      ?.items?.map((item) => item.question)
  const asked = await questions()
  await (await toolbar(pane, 'FAQ')).getByRole('button', { name: 'Remove' }).click()
  await draftIs(
    id,
    pane,
    before.filter((_, index) => index !== faq),
  )
  await pane.getByRole('status').getByRole('button', { name: 'Undo' }).click()
  await draftIs(id, pane, before)
  // Back with its content, and no undo left to offer.
  expect(await questions()).toEqual(asked)
  await expect(pane.getByRole('button', { name: 'Undo' })).toHaveCount(0)
  await keptOnReload(page, id, faq, 'faq', before)
})

test('inserting a block after the FAQ from the pane adds it there, opened in the form, and a reload keeps it', async ({
  page,
}) => {
  const { id, pane } = await openWithPane(page)
  const before = await draftBlockTypes(id)
  const faq = before.indexOf('faq')
  await (await toolbar(pane, 'FAQ')).getByRole('combobox', { name: 'Insert after …' }).selectOption('callToAction')
  // The new block's fields are open in the form, its first field focused (the form asks the server
  // for a new row's fields, as for a save).
  await expect.poll(() => focusedField(page), { timeout: 15_000 }).toMatch(new RegExp(`^blocks\\.${faq + 1}\\.`))
  const inserted = [...before.slice(0, faq + 1), 'callToAction', ...before.slice(faq + 1)]
  await draftIs(id, pane, inserted)
  await keptOnReload(page, id, faq + 1, 'callToAction', inserted)
  // Removed again, from its own outline (the site shows the empty block as a placeholder).
  await expect(faqOutline(pane)).toBeAttached({ timeout: 20_000 })
  await (await toolbar(pane, 'Call to action')).getByRole('button', { name: 'Remove' }).click()
  await draftIs(id, pane, before)
})

test('an author or a provider shown in a block opens its own document in a new tab', async ({ page }) => {
  const documentOpened = async (pane: FrameLocator, blockType: string, collection: string) => {
    const entry = pane.locator(`[data-block-type="${blockType}"] [data-editor-entry]`).first()
    const contentId = await entry.getAttribute('data-editor-entry')
    if (!contentId) throw new Error(`the ${blockType} shows an entry`)
    // Payload's listener reloads the pane's data once it has said it is ready, and a block that
    // re-renders meanwhile has no outline for a moment: a click then opens nothing, and an editor
    // clicks again, as this does.
    let tab: Page | undefined
    await expect(async () => {
      const opened = page.context().waitForEvent('page', { timeout: 5_000 })
      await clickPart(pane, blockType, '[data-editor-entry]')
      tab = await opened
    }).toPass({ timeout: 30_000 })
    if (!tab) throw new Error(`No tab opened for the ${blockType}'s entry`)
    await expect(tab).toHaveURL(
      `${cms.url}/admin/collections/${collection}/${await documentIdOf(collection, contentId)}`,
    )
    // A first click's tab that opened late, after the click again, is closed with this one.
    for (const other of page.context().pages()) if (other !== page) await other.close()
  }
  // The hero's byline names the page's author.
  const { pane } = await openWithPane(page)
  await documentOpened(pane, 'hero', 'authors')
  // The front page's game providers, each a card.
  const front = await openWithPane(page, '/', true)
  await documentOpened(front.pane, 'gameProviderGrid', 'game-providers')
})

/** The CMS id of the German casino site's document of collection with this content id. */
async function documentIdOf(collection: string, contentId: string): Promise<number> {
  const search = new URLSearchParams({
    'where[site][equals]': '90',
    'where[contentId][equals]': contentId,
    depth: '0',
  })
  const response = await fetch(`${cms.url}/api/${collection}?${search}`, { headers: cms.adminHeaders })
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  if (!docs[0]) throw new Error(`No ${collection} document ${contentId}`)
  return docs[0].id
}

/** The rows of the page's blocks field the editor's preferences keep closed, by row id. */
async function closedBlocks(page: Page, id: number): Promise<string[]> {
  const response = await page.request.get(`${cms.url}/api/payload-preferences/collection-pages-${id}`)
  const { value } = (await response.json()) as { value?: { fields?: { blocks?: { collapsed?: string[] } } } }
  return value?.fields?.blocks?.collapsed ?? []
}

/**
 * The editor closed the FAQ's questions and then every block in the page's form: the admin keeps
 * that for the editor, so the form loads with them closed next time.
 */
async function rowsClosedInTheForm(page: Page, id: number, faq: number) {
  await page.goto(`${cms.url}/admin/collections/pages/${id}`)
  const blocks = page.locator('#field-blocks')
  await blocks.getByRole('button', { name: 'Show All' }).first().click()
  // The form renders a row's fields once the row is near the screen.
  await page.locator(`#blocks-row-${faq}`).scrollIntoViewIfNeeded()
  await page.locator(`#field-blocks__${faq}__items`).getByRole('button', { name: 'Collapse All' }).first().click()
  await blocks.getByRole('button', { name: 'Collapse All' }).first().click()
  const rows = await page.locator('[id^="blocks-row-"]').count()
  await expect.poll(() => closedBlocks(page, id).then((closed) => closed.length)).toBe(rows)
}

test("a signed preview link in a tab of its own outlines its blocks; a click on a question opens it in the admin's form", async ({
  page,
}) => {
  await logIn(page, cms.url)
  const id = await pageId(cms.url, path)
  const faq = (await draftBlockTypes(id)).indexOf('faq')
  await rowsClosedInTheForm(page, id, faq)
  await page.goto(`${site.url}${previewUrl(path)}`)
  const outline = page.getByRole('button', { name: 'Edit: FAQ', exact: true })
  await expect(outline).toBeAttached({ timeout: 20_000 })
  const opened = page.context().waitForEvent('page')
  await clickQuestion(page, 2)
  const admin = await opened
  // A browser shows the tab a click opens in front; so does the test.
  await admin.bringToFront()
  await expect(admin).toHaveURL(new RegExp(`/admin/collections/pages/${id}\\?`))
  // Its fields see each element's latest visibility (cms/src/admin-ui/latest-intersection-entries.ts).
  const wrapped = await admin.evaluate(() => Symbol.for('cms.latestIntersectionEntries') in window.IntersectionObserver)
  expect(wrapped).toBe(true)
  // The form opens that question, focused and in view.
  await expect.poll(() => focusedField(admin), { timeout: 20_000 }).toBe(`blocks.${faq}.items.2.question`)
  await expect(admin.locator(`[name="blocks.${faq}.items.2.question"]`)).toBeInViewport()
})

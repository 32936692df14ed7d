// An editor in the real CMS (Payload, cms/) and the site reading it (CMS_URL), in Chromium: a FAQ
// added to /casino-boni/ and published is on the site at the next request (the publish's signed
// revalidation drops the site's cached copy); a FAQ with no items is refused with the error on the
// block (cms-editor-validation.e2e.ts follows such a mark until it is fixed); a draft shows in the
// preview the CMS opens and not on the public page; the live-preview pane follows typing; Unpublish
// takes a page off the site within a second, at the path it was published at even when the
// editor's draft had moved it.
import { expect, type Page, test } from '@playwright/test'
import { logIn, pageId, publish, richTextEditor } from '../support/cms-admin.ts'
import { cmsWithSiteForTheseTests } from '../support/cms-with-site.ts'
import type { PayloadCms } from '../support/payload-cms.ts'
import { getPage } from '../support/revalidation.ts'
import type { SiteProcess } from '../support/site-process.ts'

let cms: PayloadCms
let site: SiteProcess

// Each test drives the whole admin (log in, edit, publish), typing in its rich-text editor: slower than a site page.
test.describe.configure({ mode: 'serial', timeout: 60_000 })

cmsWithSiteForTheseTests(async (running) => {
  ;({ cms, site } = running)
})

const sitePage = async (path: string) => (await fetch(`${site.url}${path}`)).text()

/** Opens the page's document and adds a FAQ block at the end, with one question unless told none. */
async function addFaq(page: Page, path: string, heading: string, question?: string) {
  await page.goto(`${cms.url}/admin/collections/pages/${await pageId(cms.url, path)}`)
  const rows = page.locator('[id^="blocks-row-"]')
  await expect(rows.first()).toBeVisible()
  const index = await rows.count()
  await page.getByRole('button', { name: 'Add Block' }).last().click()
  await page.getByRole('button', { name: 'FAQ', exact: true }).click()
  const block = `blocks.${index}`
  await page.locator(`[name="${block}.heading"]`).fill(heading)
  if (question !== undefined) {
    await page
      .locator(`#field-${block.replaceAll('.', '__')}__items`)
      .getByRole('button', { name: 'Add Question' })
      .click()
    await page.locator(`[name="${block}.items.0.question"]`).fill(question)
    await richTextEditor(page, `${block}.items.0.answer`).pressSequentially('Sofort nach dem Veröffentlichen.')
  }
  return block
}

/**
 * Whether an element matching `selector` (and `text`, if given) is in the page at any moment from
 * now on. A page's marks on a refused block can be gone (its next autosave) before a polling locator looks again.
 */
async function watchFor(page: Page, selector: string, text?: RegExp): Promise<() => Promise<boolean>> {
  const key = `seen:${selector}:${text ?? ''}`
  await page.evaluate(
    ({ selector, text, key }) => {
      const pattern = text === undefined ? undefined : new RegExp(text)
      const present = () =>
        [...document.querySelectorAll(selector)].some((element) => !pattern || pattern.test(element.textContent ?? ''))
      const seen = window as unknown as Record<string, boolean>
      seen[key] = present()
      new MutationObserver(() => {
        seen[key] ||= present()
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
    },
    { selector, text: text?.source, key },
  )
  return () => page.evaluate((key) => (window as unknown as Record<string, boolean>)[key] === true, key)
}

test('an editor adds a FAQ to /casino-boni/ and publishes it: the site shows it at the next request', async ({
  page,
}) => {
  const question = 'Wie schnell erscheint eine Änderung?'
  // The site has the page cached before the publish.
  expect(await sitePage('/casino-boni/')).not.toContain(question)
  await logIn(page, cms.url)
  await addFaq(page, '/casino-boni/', 'Fragen aus dem CMS', question)
  // The toast shows for a few seconds only, once the admin has handled the answer: watched for from
  // before the publish, so a busy browser that shows it late (or briefly) is not taken for none.
  const toasted = await watchFor(page, '.payload-toast-container', /successfully/i)
  const answer = await publish(page)
  expect(answer.status()).toBe(200)
  // Timed from the publish's answer: the CMS has told the site before it answers.
  const published = Date.now()
  // The site has it within the second; the editor sees the publish succeed.
  await expect.poll(() => sitePage('/casino-boni/'), { timeout: 5_000 }).toContain(question)
  await expect.poll(toasted, { timeout: 15_000 }).toBe(true)
  test.info().annotations.push({ type: 'publish-to-site-ms', description: String(Date.now() - published) })
})

test('a FAQ with no items is refused, with the error on the block', async ({ page }) => {
  await logIn(page, cms.url)
  const block = await addFaq(page, '/freispiele/', 'Leere Fragen')
  const blockRow = `#${block.replace('.', '-row-')}`
  const marked = await watchFor(page, `${blockRow} .blocks-field__row--has-errors`)
  const explained = await watchFor(page, `${blockRow} .field-error`, /expected array to have >=1 items/)
  expect((await publish(page)).status()).toBe(400)
  // The block's items field validates with the FAQ's zod schema: marked, with zod's message, counted on
  // the block (a page's next autosave hides the marks again, so they are watched for, not polled).
  await expect.poll(marked).toBe(true)
  await expect.poll(explained).toBe(true)
  expect(await sitePage('/freispiele/')).not.toContain('Leere Fragen')
})

test('a draft shows in the preview the CMS opens, not on the public page', async ({ page, context }) => {
  await logIn(page, cms.url)
  const heading = 'Entwurf: nur in der Vorschau'
  await addFaq(page, '/live-casinos/', heading, 'Nur ein Entwurf?')
  // Autosave keeps the draft; nothing is published.
  await expect(page.getByText(/Last saved/i).first()).toBeVisible({ timeout: 10_000 })
  // The document's Preview link (the eye beside the title), not the Live Preview toggle.
  const [preview] = await Promise.all([context.waitForEvent('page'), page.locator('#preview-button').click()])
  await preview.waitForLoadState()
  expect(preview.url()).toContain(`${site.url}/live-casinos/?preview=`)
  await expect(preview.getByText(heading)).toBeVisible()
  expect(await sitePage('/live-casinos/')).not.toContain(heading)
})

test('the live-preview pane shows a typed title change without a save', async ({ page }) => {
  await logIn(page, cms.url)
  await page.goto(`${cms.url}/admin/collections/pages/${await pageId(cms.url, '/zahlungsmethoden/')}`)
  const paneLoads: string[] = []
  const impressions: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.url().startsWith(site.url)) paneLoads.push(request.url())
    if (request.url().startsWith(`${site.url}/api/impression`)) impressions.push(request.url())
  })
  await page.locator('#live-preview-toggler').click()
  const pane = page.frameLocator('#live-preview-iframe')
  await expect(pane.locator('h1')).toBeVisible()
  // An editor's preview asks for no consent: a dialog there would take the keyboard from the form.
  await expect(pane.getByRole('dialog')).toHaveCount(0)
  const title = 'Zahlungsmethoden, live getippt'
  // The hero's heading is the page's title. Typed as an editor types, right away: the page autosaves
  // every few hundred milliseconds, and the pane reloads its draft on each save, while earlier
  // reloads are still reading; the last keystroke must show.
  const heading = page.locator('[name="blocks.0.heading"]')
  await heading.fill('')
  await heading.pressSequentially(title, { delay: 40 })
  await expect(pane.locator('h1')).toHaveText(title, { timeout: 10_000 })
  // The pane followed every save without loading the page again: its link stayed the same. An
  // editor's preview is not a visit: no impression counts in the operator's figures.
  expect(paneLoads).toHaveLength(1)
  expect(impressions).toEqual([])
  expect(await sitePage('/zahlungsmethoden/')).not.toContain(title)
})

/** Unpublishes the open document as an editor does (the "..." menu, Unpublish, Confirm); the answer. */
async function unpublish(page: Page) {
  await page.locator('.doc-controls__dots').click()
  await page.locator('#action-unpublish').click()
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes('unpublishAllLocales=true'),
    ),
    page.locator('#confirm-action').click(),
  ])
  return answer
}

/** The page is in the site's page cache: a second request is answered from it (with Age). */
async function cachedOnSite(path: string) {
  await getPage(`${site.url}${path}`)
  const cached = await getPage(`${site.url}${path}`)
  expect(cached.status).toBe(200)
  expect(cached.age).toBeDefined()
}

/** Within 1 s of the unpublish's answer the page is a 404, rendered afresh (no Age), and stays one. */
async function goneFromSite(path: string, unpublished: number) {
  await expect
    .poll(async () => (await getPage(`${site.url}${path}`)).status, { timeout: 1_000, intervals: [50] })
    .toBe(404)
  test.info().annotations.push({ type: 'unpublish-to-404-ms', description: String(Date.now() - unpublished) })
  await new Promise((resolve) => setTimeout(resolve, 500))
  const later = await getPage(`${site.url}${path}`)
  expect([later.status, later.age]).toEqual([404, undefined])
}

test('an editor unpublishes a page: within 1 s the site answers 404 for it', async ({ page }) => {
  const path = '/online-casinos-mit-skrill/'
  await cachedOnSite(path)
  await logIn(page, cms.url)
  await page.goto(`${cms.url}/admin/collections/pages/${await pageId(cms.url, path)}`)
  await expect(page.locator('[id^="blocks-row-"]').first()).toBeVisible()
  const answer = await unpublish(page)
  expect(answer.status()).toBe(200)
  await goneFromSite(path, Date.now())
})

test('an editor unpublishes a page whose draft moved it: the published path answers 404 within 1 s', async ({
  page,
}) => {
  const path = '/online-casinos-mit-neteller/'
  await cachedOnSite(path)
  await logIn(page, cms.url)
  await page.goto(`${cms.url}/admin/collections/pages/${await pageId(cms.url, path)}`)
  await expect(page.locator('[id^="blocks-row-"]').first()).toBeVisible()
  // The draft (autosaved) has another path; the site still shows the published page at the old one.
  const autosaved = page.waitForResponse((response) => response.url().includes('autosave=true') && response.ok())
  await page.locator('#field-path').fill('/neteller-casinos/')
  await autosaved
  expect((await getPage(`${site.url}${path}`)).status).toBe(200)
  const answer = await unpublish(page)
  expect(answer.status()).toBe(200)
  await goneFromSite(path, Date.now())
  expect((await getPage(`${site.url}/neteller-casinos/`)).status).toBe(404)
})

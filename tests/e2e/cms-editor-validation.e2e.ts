// An editor in the real CMS (Payload, cms/) with the site reading it (CMS_URL), in Chromium: a FAQ
// question of an article emptied and saved is marked at the question with zod's message, the mark
// stays when the admin refreshes its form state (another field edited), and goes when the fixed
// question is saved, which succeeds, and the site shows the fix. An editor whose browser asks for
// German reads the admin, the fields' labels and help, and what is wrong with a field in German.
import { expect, type Locator, type Page, type Response, test } from '@playwright/test'
import { documentId, formStateRefresh, logIn, publish, saveDraft } from '../support/cms-admin.ts'
import { cmsWithSiteForTheseTests } from '../support/cms-with-site.ts'
import type { PayloadCms } from '../support/payload-cms.ts'
import type { SiteProcess } from '../support/site-process.ts'

const editor = { email: 'redaktion@example.com', password: 'redaktion-password-1' }

/** A document of content/90/de-DE with a FAQ: where it is in the CMS and on the site, and the FAQ's block. */
type WithFaq = { collection: 'pages' | 'posts'; where: Record<string, string>; sitePath: string; faq: string }
/** An article (saved as a draft by hand, no autosave: a refused publish keeps its marks). */
const article: WithFaq = {
  collection: 'posts',
  where: { contentId: 'ggl-whitelist' },
  sitePath: '/ratgeber/ggl-whitelist/',
  faq: 'blocks.1',
}
const page: WithFaq = {
  collection: 'pages',
  where: { path: '/mobile-casinos/' },
  sitePath: '/mobile-casinos/',
  faq: 'blocks.5',
}
const firstQuestion = (document: WithFaq) => `${document.faq}.items.0.question`

let cms: PayloadCms
let site: SiteProcess

test.describe.configure({ mode: 'serial' })

cmsWithSiteForTheseTests(async (running) => {
  ;({ cms, site } = running)
  const created = await fetch(`${cms.url}/api/users`, {
    method: 'POST',
    headers: cms.adminHeaders,
    body: JSON.stringify({ ...editor, role: 'editor' }),
  })
  expect(created.status).toBe(201)
})

const sitePage = async (document: WithFaq) => (await fetch(`${site.url}${document.sitePath}`)).text()

const cmsId = (document: WithFaq) => documentId(cms.url, document.collection, document.where)

/** The admin's words for the buttons the tests press, in the browser's language. */
type AdminWords = { login: string; showAll: string }
const english: AdminWords = { login: 'Login', showAll: 'Show All' }

/** Logs the editor in and opens the document with its FAQ's first question in view. */
async function openDocument(browserPage: Page, document: WithFaq, words: AdminWords) {
  await logIn(browserPage, cms.url, editor, words.login)
  await browserPage.goto(`${cms.url}/admin/collections/${document.collection}/${await cmsId(document)}`)
  // The FAQ's questions may open collapsed; a long document takes a while to render on a busy machine.
  await browserPage
    .locator(`#field-${document.faq.replace('.', '__')}__items`)
    .getByRole('button', { name: words.showAll })
    .click({ timeout: 20_000 })
  await expect(browserPage.locator(`[name="${firstQuestion(document)}"]`)).toBeVisible()
}

/** The field whose input is named `name`: its wrapper, which carries the error mark and message. */
const fieldOf = (browserPage: Page, name: string): Locator =>
  browserPage
    .locator('.field-type')
    .filter({ has: browserPage.locator(`[name="${name}"]`) })
    .last()

const isSave = (response: Response) =>
  response.request().method() === 'PATCH' && new RegExp(`/api/${article.collection}/\\d+\\?`).test(response.url())

test('an emptied FAQ question stays marked through form-state refreshes until it is fixed and saved', async ({
  page: browserPage,
}) => {
  test.setTimeout(120_000)
  const original = 'Wie oft wird die Whitelist aktualisiert?'
  const fixed = 'Wie oft aktualisiert die GGL ihre Whitelist?'
  const question = firstQuestion(article)
  expect(await sitePage(article)).toContain(original)
  await openDocument(browserPage, article, english)
  const field = fieldOf(browserPage, question)
  // Published once the admin has taken in the edit, as an editor does: Payload merges a form-state
  // answer that was under way before the publish over the publish's marks.
  const emptied = formStateRefresh(browserPage)
  await browserPage.locator(`[name="${question}"]`).fill('')
  await emptied
  expect((await publish(browserPage, article.collection)).status()).toBe(400)
  // Marked at the question itself, with the schema's message; the block's row counts it.
  await expect(field).toHaveClass(/\berror\b/)
  await expect(field.locator('.field-error')).toContainText('>=1 characters')
  const blockMarked = browserPage.locator(`#${article.faq.replace('.', '-row-')} .blocks-field__row--has-errors`)
  await expect(blockMarked).toHaveCount(1)

  // Another field edited: the admin refreshes its form state, validating every field again; the marks
  // stay (the block's count too, which the refresh rebuilds from the fields' errors).
  const refreshed = formStateRefresh(browserPage)
  await browserPage.locator(`[name="${article.faq}.heading"]`).fill('Fragen zur GGL-Whitelist')
  await refreshed
  await expect(blockMarked).toHaveCount(1)
  await expect(field).toHaveClass(/\berror\b/)
  await expect(field.locator('.field-error')).toContainText('>=1 characters')
  expect(await sitePage(article)).toContain(original)

  // Fixed and saved: the save succeeds and the marks go (Payload clears a field's error at a save,
  // not at a refresh), and the site shows the fix.
  await browserPage.locator(`[name="${question}"]`).fill(fixed)
  // The admin keeps a refused field's mark until a save succeeds: the fix is saved as a draft, then published.
  expect((await saveDraft(browserPage)).status()).toBe(200)
  await expect(field).not.toHaveClass(/\berror\b/)
  await expect(field.locator('.field-error')).toHaveCount(0)
  await expect(blockMarked).toHaveCount(0)
  // The fixed draft published: the draft is newer than the published version, so Publish changes is enabled.
  const published = await publish(browserPage, article.collection)
  expect(published.status()).toBe(200)
  await expect.poll(() => sitePage(article), { timeout: 5_000 }).toContain(fixed)
  expect(await sitePage(article)).not.toContain(original)
})

test.describe('an editor whose browser asks for German', () => {
  test.use({ locale: 'de-DE' })

  test('reads the admin and the fields’ labels and help in German', async ({ page: browserPage }) => {
    test.setTimeout(60_000)
    await openDocument(browserPage, page, { login: 'Anmelden', showAll: 'Alle anzeigen' })
    await expect(browserPage.getByRole('button', { name: 'Änderungen veröffentlichen' })).toBeVisible()
    await expect(browserPage.locator('#nav-pages')).toHaveText('Seiten')
    await expect(browserPage.locator('.field-type').getByText('Pfad', { exact: true }).first()).toBeVisible()
    await expect(browserPage.getByText('Inhaltsblöcke', { exact: true }).first()).toBeVisible()
    const faqRow = browserPage.locator(`#${page.faq.replace('.', '-row-')}`)
    await expect(faqRow.getByText('FAQ', { exact: true }).first()).toBeVisible()
    await expect(faqRow.getByRole('button', { name: 'Frage hinzufügen' })).toBeVisible()
    await expect(fieldOf(browserPage, firstQuestion(page)).getByText('Frage', { exact: true })).toBeVisible()
    await expect(
      browserPage.getByText('Absätze, Listen, fett, kursiv und Links', { exact: false }).first(),
    ).toBeVisible()
  })

  test('is told in German what is wrong with a field', async ({ page: browserPage }) => {
    test.setTimeout(60_000)
    await openDocument(browserPage, article, { login: 'Anmelden', showAll: 'Alle anzeigen' })
    const emptied = formStateRefresh(browserPage)
    await browserPage.locator(`[name="${firstQuestion(article)}"]`).fill('')
    await emptied
    const refused = browserPage.waitForResponse(isSave)
    await browserPage.getByRole('button', { name: 'Änderungen veröffentlichen' }).click()
    expect((await refused).status()).toBe(400)
    await expect(fieldOf(browserPage, firstQuestion(article)).locator('.field-error')).toContainText(
      'Zu klein: erwartet, dass string >=1 Zeichen hat',
    )
  })
})

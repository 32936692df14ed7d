// An editor's hands in the real CMS's admin (tests/support/payload-cms.ts), shared by the e2e tests
// that drive it: logging in, finding a document, saving a draft, publishing what the form holds.
import { expect, type Locator, type Page, type Request, type Response } from '@playwright/test'
import { cmsAdmin } from './payload-cms.ts'

/** Logs the user in; `button` is the login button's name in the browser's language. */
export async function logIn(
  page: Page,
  cmsUrl: string,
  user: { email: string; password: string } = cmsAdmin,
  button = 'Login',
) {
  await page.goto(`${cmsUrl}/admin/login`)
  await page.locator('#field-email').fill(user.email)
  await page.locator('#field-password').fill(user.password)
  await page.getByRole('button', { name: button }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** The CMS id of the German casino site's document of `collection` whose fields have these values. */
export async function documentId(cmsUrl: string, collection: string, where: Record<string, string>): Promise<number> {
  const search = new URLSearchParams({ 'where[site][equals]': '90', depth: '0' })
  for (const [field, value] of Object.entries(where)) search.set(`where[${field}][equals]`, value)
  const response = await fetch(`${cmsUrl}/api/${collection}?${search}`)
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  const id = docs[0]?.id
  if (id === undefined) throw new Error(`No ${collection} document with ${JSON.stringify(where)}`)
  return id
}

/** The CMS id of the German casino site's page at path. */
export const pageId = (cmsUrl: string, path: string) => documentId(cmsUrl, 'pages', { path })

/** Saves the form as a draft (entries and articles do not autosave); the save's answer. */
export async function saveDraft(page: Page): Promise<Response> {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('draft=true'),
  )
  await page.getByRole('button', { name: 'Save Draft' }).click()
  return saved
}

/**
 * Clicks "Publish changes" until the publish request goes out (an autosave in flight swallows a
 * click, and a click while the form is busy is lost); its answer, however long the CMS takes to
 * tell the site.
 */
export async function publish(page: Page, collection = 'pages'): Promise<Response> {
  const isPublish = (request: Request) =>
    request.method() === 'PATCH' &&
    new RegExp(`/api/${collection}/\\d+\\?`).test(request.url()) &&
    !request.url().includes('autosave=true') &&
    !request.url().includes('draft=true')
  const button = page.getByRole('button', { name: 'Publish changes' })
  let sent: Request | undefined
  await expect(async () => {
    // The admin enables it once the form has loaded and holds a change: on a busy machine, seconds.
    await expect(button).toBeEnabled({ timeout: 15_000 })
    const going = page.waitForRequest(isPublish, { timeout: 3_000 })
    await button.click()
    sent = await going
  }).toPass({ timeout: 30_000 })
  const answer = await sent?.response()
  if (!answer) throw new Error('No answer to the publish request')
  return answer
}

/**
 * The admin's form-state refresh after an edit: its server function call has answered. An editor
 * saves after it; Payload merges an answer that was under way before a save over the save's marks.
 */
export const formStateRefresh = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && !!response.request().headers()['next-action'],
  )

/** Where an editor types in the rich-text editor of the field at path (blocks.2.html). */
export const richTextEditor = (page: Page, path: string): Locator =>
  page.locator(`[data-field-path="${path}"] [contenteditable="true"]`)

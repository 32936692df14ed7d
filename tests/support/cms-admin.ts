// An editor's hands in the real CMS's admin (tests/support/payload-cms.ts), shared by the e2e tests
// that drive it: logging in, finding a page's document, publishing what the form holds.
import { expect, type Page, type Response } from '@playwright/test'
import { cmsAdmin } from './payload-cms.ts'

export async function logIn(page: Page, cmsUrl: string, user: { email: string; password: string } = cmsAdmin) {
  await page.goto(`${cmsUrl}/admin/login`)
  await page.locator('#field-email').fill(user.email)
  await page.locator('#field-password').fill(user.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** The CMS id of the German casino site's page at path. */
export async function pageId(cmsUrl: string, path: string): Promise<number> {
  const search = new URLSearchParams({ 'where[path][equals]': path, 'where[site][equals]': '90', depth: '0' })
  const response = await fetch(`${cmsUrl}/api/pages?${search}`)
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  const id = docs[0]?.id
  if (id === undefined) throw new Error(`No page at ${path}`)
  return id
}

/** Clicks "Publish changes" until the publish request goes out (an autosave in flight swallows a click); its answer. */
export async function publish(page: Page) {
  const isPublish = (response: Response) =>
    response.request().method() === 'PATCH' &&
    /\/api\/pages\/\d+\?/.test(response.url()) &&
    !response.url().includes('autosave=true')
  let answer: Response | undefined
  await expect(async () => {
    const sent = page.waitForResponse(isPublish, { timeout: 3_000 })
    await page.getByRole('button', { name: 'Publish changes' }).click()
    answer = await sent
  }).toPass({ timeout: 20_000 })
  if (!answer) throw new Error('No publish request')
  return answer
}

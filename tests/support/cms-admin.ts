// What an editor does in the CMS's admin (Payload) in the browser tests of the cms project.
import { expect, type Locator, type Page } from '@playwright/test'
import { cmsAdmin } from './payload-cms.ts'

/** Logs in to the CMS's admin as its login form asks (the test admin unless told another user). */
export async function logInToCms(page: Page, cmsUrl: string, user: { email: string; password: string } = cmsAdmin) {
  await page.goto(`${cmsUrl}/admin/login`)
  await page.locator('#field-email').fill(user.email)
  await page.locator('#field-password').fill(user.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** Where an editor types in the rich-text editor of the field at path (blocks.2.html). */
export const richTextEditor = (page: Page, path: string): Locator =>
  page.locator(`[data-field-path="${path}"] [contenteditable="true"]`)

// Shared Playwright fixtures: every test's page waits for hydration after each navigation it starts
// with goto, so tests interact with the app, not with inert server HTML.
import { test as base, expect } from '@playwright/test'

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (response?.ok()) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      return response
    }
    await use(page)
  },
})

export { expect }

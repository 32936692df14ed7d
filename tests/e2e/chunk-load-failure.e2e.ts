// A page chunk that cannot be loaded (a deploy replaced it, the network dropped it): the page
// dispatches the preload-error event (SPEC section 8; Vite's `vite:preloadError`) with the error, and
// since nothing on the site handles it, the error goes on to the navigation that needed the chunk.
import { expect, test } from '../support/fixtures.ts'

test('a chunk that fails to load fires vite:preloadError with the error, and the navigation fails', async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { preloadErrors: seen })
    window.addEventListener('vite:preloadError', (event) => {
      seen.push(String((event as Event & { payload?: unknown }).payload))
    })
  })
  // From now on no script chunk arrives.
  await page.route('**/assets/*.js', (route) => route.abort())
  const review = page.locator('a[href^="/casinos/"]').first()
  const href = await review.getAttribute('href')
  await review.click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { preloadErrors: string[] }).preloadErrors.length))
    .toBeGreaterThan(0)
  const errors = await page.evaluate(() => (window as unknown as { preloadErrors: string[] }).preloadErrors)
  expect(errors[0]).toMatch(/dynamically imported module|Failed to fetch/i)
  // Unhandled, the error reached the navigation: the error page instead of the review.
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.locator('h1')).toHaveText('Internal Server Error')
})

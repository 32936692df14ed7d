import { expect, test } from '../support/fixtures.ts'
import { specGermanRoutes } from '../support/spec-routes.ts'

test.describe('the German routes of the SPEC', () => {
  for (const [path, pageType] of specGermanRoutes) {
    test(`${path} answers 200 with its CMS title`, async ({ page, request }) => {
      const cms = await request.get(`/api/content/pages?path=${encodeURIComponent(path)}&locale=de-DE`)
      expect(cms.status()).toBe(200)
      const { meta } = (await cms.json()) as { meta: { title: string } }

      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(meta.title)
      await expect(page.locator('h1')).toHaveCount(1)
      if (pageType === 'ProductListStatic') {
        // The list is complete in the server's HTML, not filled in after hydration.
        const html = await response?.text()
        expect(html).toContain('data-product-id=')
        await expect(page.locator('[data-product-id]').first()).toBeVisible()
      }
    })
  }
})

test('the PayPal list shows only casinos that take PayPal', async ({ page, request }) => {
  const products = (await (await request.get('/api/content/products?locale=de-DE')).json()) as Array<{
    id: string
    domain: string
    paymentProviderIds: string[]
  }>
  const whitelist = (await (await request.get('/api/content/ggl-whitelist?locale=de-DE')).json()) as Array<{
    domain: string
  }>
  const whitelisted = new Set(whitelist.map((entry) => entry.domain))
  await page.goto('/online-casinos-mit-paypal/')
  const shown = await page
    .locator('[data-product-id]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-id')))
  const expected = products.filter(
    (product) => whitelisted.has(product.domain) && product.paymentProviderIds.includes('paypal'),
  )
  expect(shown.length).toBeGreaterThan(0)
  expect(new Set(shown)).toEqual(new Set(expected.map((product) => product.id)))
})

test('an unknown path answers 404 with the error page', async ({ page }) => {
  const response = await page.goto('/nope/')
  expect(response?.status()).toBe(404)
  await expect(page.locator('h1')).toHaveText('Page Not Found')
  await expect(page).toHaveTitle('Page Not Found')
  await expect(page.locator('.error-page__code')).toHaveText('404')
  await expect(page.getByText('Page not found', { exact: true })).toBeVisible()
})

test('a path without its trailing slash answers 301 to the canonical one', async ({ request }) => {
  const response = await request.get('/casino-boni?x=1', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/casino-boni/?x=1')
})

test('head carries description, robots, canonical, Open Graph and Twitter card', async ({ page }) => {
  await page.goto('/online-casinos-mit-paypal/')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://www.casinokompass.de/online-casinos-mit-paypal/',
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow')
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
})

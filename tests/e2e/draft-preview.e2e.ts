import { allGrantedConsent, expect, test } from '../support/fixtures.ts'
import { previewToken, previewUrl } from '../support/preview-link.ts'
import { stubThirdParties } from '../support/third-party-stubs.ts'

const path = '/neue-casinos/'

test('a signed preview link shows the draft uncached, with a badge and a placeholder for each bad block', async ({
  page,
}) => {
  const response = await page.goto(previewUrl(path))
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toBe('no-store')
  await expect(page.locator('h1')).toHaveText('Neue Online Casinos im Dezember 2026')
  await expect(page.getByRole('status').filter({ hasText: 'Vorschau' })).toBeVisible()
  await expect(page.locator('.block-placeholder[data-block-type="bonusCalculator"]')).toContainText(
    'Unknown block type "bonusCalculator"',
  )
  await expect(page.locator('.block-placeholder[data-block-type="faq"]')).toContainText('items.0.answer')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('visitors never see the draft', async ({ page }) => {
  const response = await page.goto(path)
  expect(response?.headers()['cache-control']).not.toContain('no-store')
  await expect(page.locator('h1')).toHaveText('Neue Online Casinos mit deutscher Lizenz')
  await expect(page.locator('.block-placeholder')).toHaveCount(0)
  await expect(page.getByText('Vorschau: Entwurf')).toHaveCount(0)
})

test('a preview token with a bad signature is refused with 403', async ({ request }) => {
  const forged = previewToken(path, 'guessed-secret')
  const response = await request.get(previewUrl(path, forged))
  expect(response.status()).toBe(403)
  expect(await response.text()).toBe('Preview token signature is invalid')
  const api = await request.get(
    `/api/content/pages?locale=de-DE&path=${encodeURIComponent(path)}&preview=${encodeURIComponent(forged)}`,
  )
  expect(api.status()).toBe(403)
})

test('a preview sends nothing to third parties, its token least of all, even with every consent given', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'consent', value: encodeURIComponent(JSON.stringify(allGrantedConsent)), url: baseURL },
  ])
  await stubThirdParties(page)
  const thirdParty: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL ?? '').origin) thirdParty.push(request.url())
  })
  // The same visitor on a published page: the integrations run (so the check below can fail). Wait
  // for each the site configures (GA4, Clarity), not the first: each downloads its own code before
  // its script, and one still starting would send its request from the page being left.
  await page.goto(path)
  const started = (host: string) => thirdParty.some((url) => new URL(url).hostname.endsWith(host))
  await expect.poll(() => ['googletagmanager.com', 'clarity.ms'].every(started)).toBe(true)
  thirdParty.length = 0
  await page.goto(previewUrl(path))
  await expect(page.getByRole('status').filter({ hasText: 'Vorschau' })).toBeVisible()
  await page.waitForTimeout(500)
  expect(thirdParty).toEqual([])
  const dataLayer = await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown }).dataLayer ?? []))
  expect(dataLayer).not.toContain('preview')
})

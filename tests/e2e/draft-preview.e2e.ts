import { expect, test } from '../support/fixtures.ts'
import { previewToken, previewUrl } from '../support/preview-link.ts'

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

import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** Waits until a (smooth) scroll has come to rest, and answers where. */
async function settledScrollY(page: Page): Promise<number> {
  let previous = -1
  for (;;) {
    const current = await scrollY(page)
    if (current === previous) return current
    previous = current
    await page.waitForTimeout(200)
  }
}

/** Puts a link into the first CMS rich-text block, as an editor's link would be. */
async function addContentLink(page: Page, href: string, attributes: Record<string, string> = {}) {
  await page.evaluate(
    ({ href, attributes }) => {
      const link = document.createElement('a')
      link.href = href
      link.textContent = 'Testlink'
      link.id = 'test-link'
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
      document.querySelector('.prose')?.prepend(link)
    },
    { href, attributes },
  )
}

test('client navigation updates title and description without a reload', async ({ page, request }) => {
  const cms = await request.get('/api/content/pages?path=/online-casinos-mit-paypal/&locale=de-DE')
  const { meta } = (await cms.json()) as { meta: { title: string; description: string } }
  await page.goto('/')
  await page.evaluate(() => Object.assign(window, { navigationMarker: 'kept' }))
  await page.locator('aside').getByRole('link', { name: 'PayPal', exact: true }).click()
  await expect(page).toHaveURL(/\/online-casinos-mit-paypal\/$/)
  await expect(page).toHaveTitle(meta.title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description)
  expect(await page.evaluate(() => (window as unknown as { navigationMarker?: string }).navigationMarker)).toBe('kept')
})

test('a page navigated to shows what its cards and grids name: payment logos, titles, list links', async ({ page }) => {
  await page.goto('/privacy-policy/')
  // The list page's casinos, payment logos and sidebar come from views this visit has not read yet.
  await page.getByRole('contentinfo').getByRole('link', { name: 'PayPal', exact: true }).click()
  await expect(page).toHaveURL(/\/online-casinos-mit-paypal\/$/)
  const firstCard = page.locator('.casino-card').first()
  await expect(firstCard.locator('.payment-methods img[alt="PayPal"]')).toHaveAttribute(
    'src',
    '/images/payments/paypal.svg',
  )
  await expect(page.locator('aside').getByRole('link', { name: 'Trustly', exact: true })).toHaveAttribute(
    'href',
    '/online-casinos-mit-trustly/',
  )
})

test('a new page starts at the top and back restores the position', async ({ page }) => {
  await page.goto('/casino-boni/')
  await page.evaluate(() => window.scrollTo(0, 1500))
  // The router records positions on (debounced) scroll events, as a person's pause would allow.
  expect(await settledScrollY(page)).toBe(1500)
  await addContentLink(page, '/freispiele/')
  await page.evaluate(() => document.getElementById('test-link')?.click())
  await expect(page).toHaveURL(/\/freispiele\/$/)
  await expect.poll(() => scrollY(page)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/casino-boni\/$/)
  await expect.poll(() => scrollY(page)).toBe(1500)
})

test('a hash link scrolls smoothly to its target, a missing target scrolls to the top', async ({ page }) => {
  await page.goto('/')
  // How the page asks the browser to scroll to the target: the browser animates a smooth scroll
  // (the positions alone cannot tell: blocks rendering on the way move the page under it).
  await page.evaluate(() => {
    const asked: unknown[] = []
    Object.assign(window, { scrollsAsked: asked })
    const scrollIntoView = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      asked.push({ id: this.id, options })
      scrollIntoView.call(this, options)
    }
  })
  await page.locator('.prose').getByRole('link', { name: 'Häufige Fragen' }).click()
  await expect(page).toHaveURL(/\/#faq$/)
  expect(await settledScrollY(page)).toBeGreaterThan(500)
  expect(await page.evaluate(() => (window as unknown as { scrollsAsked: unknown[] }).scrollsAsked)).toEqual([
    { id: 'faq', options: expect.objectContaining({ behavior: 'smooth' }) },
  ])
  await expect(page.locator('#faq')).toBeInViewport()

  await addContentLink(page, '#gibt-es-nicht')
  await page.evaluate(() => document.getElementById('test-link')?.click())
  await expect(page).toHaveURL(/\/#gibt-es-nicht$/)
  await expect.poll(() => scrollY(page)).toBe(0)
})

test('external and script-like navigation from content is refused', async ({ page }) => {
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs++
    void dialog.dismiss()
  })
  await page.goto('/casino-boni/')
  await addContentLink(page, 'https://example.com/')
  await page.locator('#test-link').click()
  await page.evaluate(() => document.getElementById('test-link')?.remove())
  await addContentLink(page, 'javascript:alert(1)', { target: '_blank' })
  await page.locator('#test-link').click()
  await page.waitForTimeout(300)
  await expect(page).toHaveURL(/\/casino-boni\/$/)
  expect(dialogs).toBe(0)
})

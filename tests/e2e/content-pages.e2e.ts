// The pages of content entries, as a visitor reaches them from the front page: every link of a
// kind leads to its own page (200, its own title, itself as canonical), rendered on the server and
// kept in the page cache; an unknown slug is the 404 page.
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { appConfig } from '../../app.config.ts'
import { entryPageSamples, expect, test } from '../support/fixtures.ts'

const site = appConfig.websites.find((website) => website.id === appConfig.defaultWebsiteId)
if (!site) throw new Error('default website missing')

const canonicalOf = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href')

/** The hrefs of the links a selector finds on the front page, each once. */
async function linksOnFrontPage(page: Page, selector: string): Promise<string[]> {
  await page.goto('/')
  const hrefs = await page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  return [...new Set(hrefs.filter((href): href is string => href !== null))]
}

/** Opens a page as a crawler would first see it: 200, the title expected, itself as canonical, complete HTML. */
async function expectOwnPage(page: Page, request: APIRequestContext, path: string, title: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page).toHaveTitle(title)
  expect(await canonicalOf(page)).toBe(new URL(path, site?.url).href)
  await expect(page.locator('h1')).toHaveCount(1)
  // Rendered on the server, and from the page cache the second time (it carries Age).
  const again = await request.get(path)
  expect(await again.text()).toContain('<h1')
  const third = await request.get(path)
  expect(third.headers().age, path).toMatch(/^\d+$/)
}

test.describe('articles', () => {
  test("every article teaser on / leads to its post's page with the post's title and canonical", async ({
    page,
    request,
  }) => {
    const hrefs = await linksOnFrontPage(page, '.article-summaries a.article-card__link')
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) {
      expect(href).toMatch(/^\/ratgeber\/[a-z0-9-]+\/$/)
      const slug = href.split('/')[2] ?? ''
      const post = (await (await request.get(`/api/content/posts/${slug}?locale=de-DE`)).json()) as {
        meta: { title: string }
        title: string
      }
      await expectOwnPage(page, request, href, post.meta.title)
      await expect(page.locator('h1')).toHaveText(post.title)
    }
  })

  test('a teaser navigates in the app; the byline leads to the author page listing their posts', async ({ page }) => {
    await page.goto('/')
    const teaser = page.locator('.article-summaries a.article-card__link').first()
    const title = await teaser.textContent()
    await teaser.click()
    await expect(page).toHaveURL(/\/ratgeber\/[a-z0-9-]+\/$/)
    await expect(page.locator('h1')).toHaveText(title ?? '')
    await expect(page.locator('.article__byline time').first()).toBeVisible()
    await expect(page.locator('.article-page__related a.article-card__link').first()).toBeVisible()

    const author = page.locator('.article__byline a')
    const name = await author.textContent()
    await author.click()
    await expect(page).toHaveURL(/\/autoren\/[a-z0-9-]+\/$/)
    await expect(page.locator('h1')).toHaveText(name ?? '')
    await expect(page.locator('.author-page__posts a.article-card__link').first()).toBeVisible()
  })

  test("the front page's author box leads to the author's page", async ({ page, request }) => {
    const [href] = await linksOnFrontPage(page, '.author-box__name a')
    expect(href).toMatch(/^\/autoren\/[a-z0-9-]+\/$/)
    const authors = (await (await request.get('/api/content/authors?locale=de-DE')).json()) as {
      id: string
      name: string
      role: string
    }[]
    const author = authors.find((entry) => href === `/autoren/${entry.id}/`)
    expect(author).toBeDefined()
    await expectOwnPage(page, request, href ?? '', `${author?.name}, ${author?.role} – CasinoKompass`)
  })
})

type Named = { id: string; name: string }
const listOf = async (request: APIRequestContext, collection: string) =>
  (await (await request.get(`/api/content/${collection}?locale=de-DE`)).json()) as Named[]

test.describe('directories', () => {
  const kinds = [
    {
      what: 'game-provider card',
      grid: '.game-provider-grid',
      base: '/spielehersteller/',
      collection: 'game-providers',
      title: (name: string) => `${name}: Spiele, Fakten und Casinos`,
    },
    {
      what: 'slot card',
      grid: '.slots-grid',
      base: '/slots/',
      collection: 'slots',
      title: (name: string) => `${name} Slot: RTP, Volatilität und Casinos`,
    },
    {
      what: 'payment-method card',
      grid: '.payment-provider-grid',
      base: '/zahlungsmethoden/',
      collection: 'payment-providers',
      title: (name: string) => `${name} im Online Casino: Dauer, Gebühren und Casinos`,
    },
  ]
  for (const kind of kinds)
    test(`every ${kind.what} on / leads to its page, which lists the casinos offering it with click-outs`, async ({
      page,
      request,
    }) => {
      const hrefs = await linksOnFrontPage(page, `${kind.grid} .fact-card__title a`)
      expect(hrefs.length).toBeGreaterThan(0)
      const entries = await listOf(request, kind.collection)
      for (const href of hrefs) {
        const entry = entries.find((candidate) => href === `${kind.base}${candidate.id}/`)
        expect(entry, href).toBeDefined()
        await expectOwnPage(page, request, href, kind.title(entry?.name ?? ''))
        await expect(page.locator('h1')).toHaveText(entry?.name ?? '')
        await expect(page.locator('.entry-page__casinos [data-product-id] a[href^="/go/"]').first()).toBeVisible()
      }
    })

  test("a payment method's page and its list of casinos link to each other", async ({ page }) => {
    await page.goto('/zahlungsmethoden/paypal/')
    await page.getByRole('link', { name: 'Alle Casinos mit PayPal im Vergleich' }).click()
    await expect(page).toHaveURL(/\/online-casinos-mit-paypal\/$/)
    await page.getByRole('link', { name: /^Alles über PayPal/ }).click()
    await expect(page).toHaveURL(/\/zahlungsmethoden\/paypal\/$/)
    await expect(page.locator('h1')).toHaveText('PayPal')
  })
})

test.describe('casino reviews', () => {
  test('every casino card on / leads to its review with the casino, its verdict and its rating', async ({
    page,
    request,
  }) => {
    const hrefs = await linksOnFrontPage(page, '.casino-card__name a')
    expect(hrefs.length).toBeGreaterThan(0)
    const casinos = await listOf(request, 'products')
    for (const href of hrefs) {
      const casino = casinos.find((candidate) => href === `/casinos/${candidate.id}/`)
      expect(casino, href).toBeDefined()
      await expectOwnPage(page, request, href, `${casino?.name} Test: Bonus, Lizenz und Erfahrungen`)
      await expect(page.locator('h1')).toHaveText(`${casino?.name} im Test`)
      await expect(page.getByRole('heading', { name: 'Unser Fazit' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'So entsteht die Bewertung' })).toBeVisible()
    }
  })

  test("the card's review link navigates in the app", async ({ page }) => {
    await page.goto('/online-casinos-mit-paypal/')
    const link = page.locator('.casino-card__review').first()
    const href = await link.getAttribute('href')
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.locator('h1')).toContainText('im Test')
  })

  test("a review's click-out is the lists' /go/ link and carries the visit's subid to the operator", async ({
    page,
    request,
  }) => {
    await page.goto('/casinos/nordlicht-casino/?subid=review-de')
    const clickOut = page.getByRole('link', { name: /^Zum Casino/ }).first()
    await expect(clickOut).toHaveAttribute('href', /^\/go\/nordlicht-casino\/\?.*subid=review-de/)
    const href = (await clickOut.getAttribute('href')) ?? ''
    const answer = await request.get(href, { maxRedirects: 0 })
    expect(answer.status()).toBe(302)
    expect(answer.headers().location).toContain('subid=review-de')
  })

  test('a review shows the blocks editors added to it', async ({ page }) => {
    await page.goto('/casinos/nordlicht-casino/')
    await expect(page.getByRole('heading', { name: 'Häufige Fragen zu Nordlicht Casino' })).toBeVisible()
    await page.getByText('Wie schnell zahlt Nordlicht Casino aus?').click()
    await expect(page.getByText('in unter vier Stunden an.', { exact: false }).last()).toBeVisible()
  })

  test('a casino not on the GGL whitelist has its review as a warning, without a click-out', async ({ page }) => {
    const response = await page.goto('/casinos/spinoase/')
    expect(response?.status()).toBe(200)
    await expect(page.getByText('Wir raten davon ab, dort zu spielen')).toBeVisible()
    await expect(page.locator('a[href^="/go/"]')).toHaveCount(0)
  })
})

test.describe('unknown entries', () => {
  for (const path of [
    '/ratgeber/gibt-es-nicht/',
    '/autoren/niemand/',
    '/spielehersteller/niemand/',
    '/slots/gibt-es-nicht/',
    '/zahlungsmethoden/gibt-es-nicht/',
    '/casinos/gibt-es-nicht/',
  ]) {
    test(`${path} is the 404 page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('h1')).toHaveText('Page Not Found')
    })
  }
})

test.describe('accessibility', () => {
  for (const path of entryPageSamples)
    test(`${path} has no axe violation`, async ({ page }) => {
      await page.goto(path)
      // Scrolled through, so every block is laid out (content-visibility) before axe measures it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(
        violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([])
    })
})

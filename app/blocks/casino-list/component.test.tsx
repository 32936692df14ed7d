import { describe, expect, test } from 'vitest'
import { blockContext, seedContent } from '../../../tests/support/content-fixtures.ts'
import { makeGglWhitelist, makeProduct } from '../../../tests/support/product-fixtures.ts'
import { createTestQueryClient, renderBlockToHtml } from '../../../tests/support/render-to-html.tsx'
import type { CasinoListBlock } from './schema.ts'
import { casinoListView } from './view.ts'

const products = [
  makeProduct('second', { rank: 2, name: 'Zweites Casino', logo: '/media/zweites-casino.png' }),
  makeProduct('blacklisted', { rank: 1 }),
  makeProduct('first', {
    rank: 3,
    rating: 4.8,
    name: 'Erstes Casino',
    paymentProviderIds: ['trustly', 'paypal'],
    licence: { number: 'GGL-2023-017' },
    bonus: { headline: '100 % bis 1.500 €', amount: 1500, freeSpins: 50, wagering: 35, code: 'KOMPASS' },
  }),
]

const block = (overrides: Partial<CasinoListBlock> = {}): CasinoListBlock => ({
  blockType: 'casinoList',
  heading: 'Die besten Casinos',
  filter: {},
  sort: 'rating',
  ...overrides,
})

const render = (casinoList: CasinoListBlock) =>
  renderBlockToHtml(
    casinoListView,
    casinoList,
    blockContext,
    seedContent(createTestQueryClient(), products, makeGglWhitelist(products, { offList: ['blacklisted'] })),
  )

const attributeValues = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((match) => match[1])

describe('CasinoList', () => {
  test("draws each logo in its box; an upload of the CMS's media library with its widths to choose from", async () => {
    const html = await render(block({ sort: 'rank' }))
    const logos = [...html.matchAll(/<img[^>]*class="casino-card__logo"[^>]*>/g)].map((match) => match[0])
    expect(logos).toHaveLength(2)
    for (const logo of logos) expect(logo).toMatch(/width="160" height="80"/)
    const [second, first] = logos
    expect(second).toContain(
      'srcSet="/media/zweites-casino-160w.png 160w, /media/zweites-casino-320w.png 320w, /media/zweites-casino-640w.png 640w"',
    )
    expect(second).toContain('sizes="160px"')
    expect(first).not.toContain('srcset')
  })

  test('shows only GGL-whitelisted casinos, in the block order, with positions for tracking', async () => {
    const html = await render(block({ sort: 'rating' }))
    expect(attributeValues(html, 'data-product-id')).toEqual(['first', 'second'])
    expect(attributeValues(html, 'data-position')).toEqual(['1', '2'])
    expect(html).not.toContain('blacklisted')
  })

  test('links each card to its operator through the tracked /go/ redirect, as a sponsored link', async () => {
    const html = await render(block())
    const linkTargets = [...html.matchAll(/<a [^>]*href="(\/go\/[^"]*)"/g)].map((match) => match[1])
    // The server's link names the placement; the visit's values join it once attribution runs.
    expect(linkTargets).toEqual(['/go/first/?page=%2F&amp;pos=1', '/go/second/?page=%2F&amp;pos=2'])
    const linkRels = [...html.matchAll(/<a [^>]*rel="([^"]*)"/g)].map((match) => match[1])
    expect(linkRels).toEqual(['sponsored nofollow noopener', 'sponsored nofollow noopener'])
    expect(html).toMatch(/<ol class="casino-list__items" data-product-list="">/)
  })

  test("links each casino's name and a second link to its review page", async () => {
    const html = await render(block())
    expect(html).toMatch(/class="casino-card__name"><a href="\/casinos\/first\/"[^>]*>Erstes Casino<\/a>/)
    expect(html).toMatch(/<a class="casino-card__review" href="\/casinos\/second\/"[^>]*>Zum Testbericht/)
  })

  test('on a site without review pages, a card names its casino without a link', async () => {
    const html = await renderBlockToHtml(
      casinoListView,
      block(),
      { ...blockContext, website: { ...blockContext.website, entryPaths: {} } },
      seedContent(createTestQueryClient(), products, makeGglWhitelist(products, { offList: ['blacklisted'] })),
    )
    expect(html).not.toContain('/casinos/')
    expect(html).not.toContain('Zum Testbericht')
  })

  test('shows the bonus facts in German formats, the code, licence and payment logos', async () => {
    const html = await render(block())
    expect(html).toContain('100 % bis 1.500 €')
    expect(html).toContain('1.500\u00a0€')
    expect(html).toContain('35x')
    expect(html).toContain('<code class="bonus-code__value">KOMPASS</code>')
    expect(html).toContain('aria-label="Bonuscode kopieren"')
    expect(html).toContain('GGL-Lizenz<!-- --> <!-- -->GGL-2023-017')
    expect(html).toContain('Bewertung: 4,8 von 5 Sternen')
    expect(html).toMatch(/<img[^>]*alt="Trustly"[^>]*>.*<img[^>]*alt="PayPal"/s)
    expect(html).toMatch(/<img[^>]*alt="Logo von Erstes Casino"[^>]*width="160" height="80"/)
  })

  test('applies the filter and the limit', async () => {
    const html = await render(block({ sort: 'rank', filter: { paymentProviderId: 'paypal' }, limit: 1 }))
    expect(attributeValues(html, 'data-product-id')).toEqual(['second'])
  })

  test('says so when no casino matches', async () => {
    const html = await render(block({ filter: { paymentProviderId: 'visa' } }))
    expect(html).not.toContain('data-product-id')
    expect(html).toContain('Derzeit erfüllt kein Casino diese Kriterien.')
  })
})

// The directory pages: a game studio, a payment method and a slot, each with its facts and the
// casinos that offer it, ranked as the lists rank them, with their click-outs.
import { setupI18n } from '@lingui/core'
import { describe, expect, test } from 'vitest'
import type { EntryPageType } from '../../../app.config.ts'
import { blockContext, locale, seedContent } from '../../../tests/support/content-fixtures.ts'
import { makeGglWhitelist, makeProduct } from '../../../tests/support/product-fixtures.ts'
import { createTestQueryClient, renderToHtml } from '../../../tests/support/render-to-html.tsx'
import type { ContentFetchError } from '../../api/content/client.ts'
import { loadPageType, pageTemplates } from '../page-types.tsx'
import { entryPageQuery } from './entry-page-query.ts'

const products = [
  makeProduct('zweites', { rank: 2, paymentProviderIds: ['paypal'], gameProviderIds: ['netent', 'play-n-go'] }),
  makeProduct('erstes', { rank: 1, paymentProviderIds: ['paypal', 'trustly'], gameProviderIds: ['netent'] }),
  makeProduct('ohne-erlaubnis', { rank: 3, gameProviderIds: ['netent'] }),
  makeProduct('nur-trustly', { rank: 4, paymentProviderIds: ['trustly'], gameProviderIds: ['play-n-go'] }),
]

const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } })

async function renderEntry(pageType: EntryPageType, slug: string) {
  const queryClient = seedContent(
    createTestQueryClient(),
    products,
    makeGglWhitelist(products, { offList: ['ohne-erlaubnis'] }),
  )
  const page = await queryClient.ensureQueryData(
    entryPageQuery(pageType, slug, `/x/${slug}/`, { ...blockContext, queryClient, i18n }),
  )
  await loadPageType(pageType, { website: blockContext.website, locale, queryClient, entrySlug: slug })
  const Template = pageTemplates[pageType].template
  const html = await renderToHtml(<Template page={page} context={blockContext} entrySlug={slug} />, queryClient)
  return { page, html }
}

const listed = (html: string) => [...html.matchAll(/data-product-id="([^"]+)"/g)].map((match) => match[1])

describe('the game provider page', () => {
  test('says what the studio is, with its facts, its slots and the casinos offering its games', async () => {
    const { page, html } = await renderEntry('GameProvider', 'netent')
    expect(page.meta.title).toBe('NetEnt: Spiele, Fakten und Casinos')
    expect(page.meta.description).toBe('Schwedischer Klassiker.')
    expect(html).toMatch(/<h1 class="entry-page__title">NetEnt<\/h1>/)
    expect(html).toContain('Schwedischer Klassiker.')
    expect(html).toContain('<dt>Gegründet</dt><dd>1996</dd>')
    expect(html).toContain('Slots von NetEnt')
    expect(html).toContain('href="/slots/starburst/"')
    expect(html).toContain('Casinos mit Spielen von NetEnt')
    // Ranked as the lists rank them, whitelisted only.
    expect(listed(html)).toEqual(['erstes', 'zweites'])
  })

  test('puts the affiliate disclosure before the first click-out', async () => {
    const { html } = await renderEntry('GameProvider', 'netent')
    expect(html.indexOf('affiliate-disclosure')).toBeGreaterThan(-1)
    expect(html.indexOf('affiliate-disclosure')).toBeLessThan(html.indexOf('href="/go/'))
  })
})

describe('the payment provider page', () => {
  test('shows the method, links to its list of casinos and lists the casinos taking it, with click-outs', async () => {
    const { page, html } = await renderEntry('PaymentProvider', 'trustly')
    expect(page.meta.title).toBe('Trustly im Online Casino: Dauer, Gebühren und Casinos')
    expect(html).toMatch(/<h1 class="entry-page__title">Trustly<\/h1>/)
    expect(html).toContain('<dt>Art</dt><dd>Online-Banking</dd>')
    expect(html).toMatch(/<a href="\/online-casinos-mit-trustly\/"[^>]*>Alle Casinos mit Trustly im Vergleich<\/a>/)
    expect(listed(html)).toEqual(['erstes', 'nur-trustly'])
    expect(html).toContain('href="/go/erstes/')
  })

  test('a method without a list page has no link to one', async () => {
    const { html } = await renderEntry('PaymentProvider', 'visa')
    expect(html).not.toContain('Alle Casinos mit Visa im Vergleich')
    expect(html).toContain('Derzeit erfüllt kein Casino diese Kriterien.')
  })
})

describe('the slot page', () => {
  test("describes the slot, links its studio's page and lists the casinos with the studio's games", async () => {
    const { page, html } = await renderEntry('Slot', 'starburst')
    expect(page.meta.title).toBe('Starburst Slot: RTP, Volatilität und Casinos')
    expect(html).toMatch(/<h1 class="entry-page__title">Starburst<\/h1>/)
    expect(html).toContain('<dt>Hersteller</dt><dd><a href="/spielehersteller/netent/"')
    expect(html).toContain('Casinos mit Spielen von NetEnt')
    expect(listed(html)).toEqual(['erstes', 'zweites'])
  })
})

describe('unknown entries', () => {
  test.each([
    ['GameProvider', 'unbekannt'],
    ['PaymentProvider', 'unbekannt'],
    ['Slot', 'unbekannt'],
  ] as const)('a %s page of an unknown id is a 404', async (pageType, slug) => {
    const error = await renderEntry(pageType, slug).catch((caught: unknown) => caught)
    expect((error as ContentFetchError).status).toBe(404)
  })
})

// The casino review: everything a visitor needs to judge one casino, and the same tracked click-out
// as the lists, only for a casino the site may advertise.
import { setupI18n } from '@lingui/core'
import { describe, expect, test } from 'vitest'
import { blockContext, locale, seedContent } from '../../../tests/support/content-fixtures.ts'
import { makeGglWhitelist, makeProduct } from '../../../tests/support/product-fixtures.ts'
import { createTestQueryClient, renderToHtml } from '../../../tests/support/render-to-html.tsx'
import type { ContentFetchError } from '../../api/content/client.ts'
import { loadBlocks } from '../../blocks/render-blocks.tsx'
import { loadPageType, pageTemplates } from '../page-types.tsx'
import { entryPageQuery } from './entry-page-query.ts'

const products = [
  makeProduct('nordlicht', {
    name: 'Nordlicht Casino',
    scores: { licence: 5, bonus: 4.5, payments: 4.8, games: 4.4, mobile: 4.9, support: 4.6 },
    launched: 2021,
    paymentProviderIds: ['paypal', 'visa'],
    gameProviderIds: ['netent', 'play-n-go'],
    pros: ['PayPal-Auszahlung in 4 Stunden'],
    cons: ['Kein Telefon-Support'],
    licence: { authority: 'GGL', number: 'GGL-VAS-2022-0031' },
    bonus: { headline: '100 % bis 100 € + 50 Freispiele', freeSpins: 50, wagering: 35 },
    review: {
      verdict: 'Der rundeste Anbieter des Vergleichs. Klare Bedingungen, schnelle Auszahlungen.',
      authorId: 'lena-hoffmann',
      reviewedAt: '2026-11-12',
    },
    blocks: [
      {
        blockType: 'richText',
        id: 'zusatz',
        html: '<h2>Unser Auszahlungstest</h2><p>Drei Tage, drei Auszahlungen.</p>',
      },
    ],
  }),
  makeProduct('graumarkt', { name: 'Graumarkt' }),
]

const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } })

async function renderReview(slug: string) {
  const queryClient = seedContent(
    createTestQueryClient(),
    products,
    makeGglWhitelist(products, { offList: ['graumarkt'] }),
  )
  const page = await queryClient.ensureQueryData(
    entryPageQuery('CasinoReview', slug, `/casinos/${slug}/`, { ...blockContext, queryClient, i18n }),
  )
  const loadContext = { website: blockContext.website, locale, queryClient, entrySlug: slug }
  await Promise.all([loadBlocks(page.blocks, loadContext), loadPageType('CasinoReview', loadContext)])
  const Template = pageTemplates.CasinoReview.template
  const html = await renderToHtml(<Template page={page} context={blockContext} entrySlug={slug} />, queryClient)
  return { page, html }
}

describe('the casino review', () => {
  test('has meta from the casino and its verdict', async () => {
    const { page } = await renderReview('nordlicht')
    expect(page.meta.title).toBe('Nordlicht Casino Test: Bonus, Lizenz und Erfahrungen')
    expect(page.meta.description).toBe(
      'Der rundeste Anbieter des Vergleichs. Klare Bedingungen, schnelle Auszahlungen.',
    )
  })

  test('shows licence and whitelist status, bonus and terms, payment methods and studios with their pages', async () => {
    const { html } = await renderReview('nordlicht')
    expect(html).toMatch(/<h1 class="entry-page__title">Nordlicht Casino im Test<\/h1>/)
    expect(html).toContain('<dt>Erlaubnis</dt><dd>GGL-VAS-2022-0031</dd>')
    expect(html).toContain('<dt>GGL-Whitelist</dt><dd>Ja, der Anbieter steht auf der Whitelist</dd>')
    expect(html).toContain('100 % bis 100 € + 50 Freispiele')
    expect(html).toContain('35x')
    expect(html).toContain('Es gelten die Bonusbedingungen des Anbieters.')
    expect(html).toMatch(/<a href="\/zahlungsmethoden\/paypal\/"[^>]*>PayPal<\/a>/)
    expect(html).toMatch(/<a href="\/spielehersteller\/play-n-go\/"[^>]*>Play&#x27;n GO<\/a>/)
  })

  test('shows pros and cons, the verdict with its author and date, the rating and how it is made', async () => {
    const { html } = await renderReview('nordlicht')
    expect(html).toContain('<li>PayPal-Auszahlung in 4 Stunden</li>')
    expect(html).toContain('<li>Kein Telefon-Support</li>')
    expect(html).toContain('Der rundeste Anbieter des Vergleichs.')
    expect(html).toMatch(/Von <a href="\/autoren\/lena-hoffmann\/"[^>]*>Lena Hoffmann<\/a>/)
    expect(html).toContain('Getestet am <time dateTime="2026-11-12">12. November 2026</time>')
    // 25 % × 5 + 20 % × 4.5 + 20 % × 4.8 + 15 % × 4.4 + 10 % × 4.9 + 10 % × 4.6 = 4.72
    expect(html).toContain('Bewertung: 4,7 von 5 Sternen')
    expect(html).toContain('So entsteht die Bewertung')
    expect(html).toContain('class="responsible-gambling')
  })

  test('breaks the rating down: every category with its weight and score, and the computed total', async () => {
    const { html } = await renderReview('nordlicht')
    const row = (category: string) =>
      html
        .match(new RegExp(`<tr data-score-category="${category}">(.*?)</tr>`))?.[1]
        ?.replace(/<[^>]+>/g, '|')
        .replaceAll('\u00a0', ' ')
    expect(row('licence')).toBe('|Lizenz und Spielerschutz||25 %||5,0|')
    expect(row('bonus')).toBe('|Fairness des Bonus||20 %||4,5|')
    expect(row('support')).toBe('|Kundenservice||10 %||4,6|')
    expect(html).toMatch(/<td data-score-total="">4,7<\/td>/)
  })

  test("opens the wagering calculator with the casino's bonus, its result rendered", async () => {
    const { html } = await renderReview('nordlicht')
    expect(html).toContain('data-block-type="wageringCalculator"')
    expect(html).toContain('Was der Bonus von Nordlicht Casino wirklich kostet')
    // 100 % up to 100 €, 35x the bonus: 100 € deposited, 3,500 € to turn over.
    expect(html).toMatch(/data-result="turnover">3\.500\s€</)
  })

  test('shows the blocks editors added to the review, below the verdict', async () => {
    const { page, html } = await renderReview('nordlicht')
    expect(page.blocks).toHaveLength(1)
    expect(html).toContain('<h2>Unser Auszahlungstest</h2><p>Drei Tage, drei Auszahlungen.</p>')
    expect(html.indexOf('Unser Auszahlungstest')).toBeGreaterThan(html.indexOf('Unser Fazit'))
  })

  test('clicks out through the tracked /go/ link of the lists, after the affiliate disclosure', async () => {
    const { html } = await renderReview('nordlicht')
    expect(html).toContain('href="/go/nordlicht/?page=%2F&amp;pos=1"')
    expect(html.indexOf('affiliate-disclosure')).toBeLessThan(html.indexOf('href="/go/'))
    expect(html).toMatch(/data-product-id="nordlicht" data-position="1"/)
  })

  test('a casino not on the whitelist keeps its review as a warning, without a click-out', async () => {
    const { html } = await renderReview('graumarkt')
    expect(html).toContain('<dt>GGL-Whitelist</dt><dd>Nein, nicht auf der Whitelist</dd>')
    expect(html).toContain('Wir raten davon ab, dort zu spielen')
    expect(html).not.toContain('/go/')
    expect(html).not.toContain('Unser Fazit')
  })

  test('an unknown casino is a 404', async () => {
    const error = await renderReview('unbekannt').catch((caught: unknown) => caught)
    expect((error as ContentFetchError).status).toBe(404)
  })
})

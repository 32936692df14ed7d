// The three grids share FactCardGrid; these check what each puts on its cards.
import { describe, expect, test } from 'vitest'
import { GameProviderGrid } from '../game-provider-grid/component.tsx'
import { PaymentProviderGrid } from '../payment-provider-grid/component.tsx'
import { SlotsGrid } from '../slots-grid/component.tsx'
import { blockContext, seedContent } from '../testing/content-fixtures.ts'
import { createTestQueryClient, renderToHtml } from '../testing/render-to-html.tsx'

const titles = (html: string) => [...html.matchAll(/class="fact-card__title">(?:<a [^>]*>)?([^<]+)/g)].map((m) => m[1])
const render = (ui: React.ReactNode) => renderToHtml(ui, seedContent(createTestQueryClient()))

describe('PaymentProviderGrid', () => {
  test("shows the editor's providers in their order, linking to their casino list when there is one", async () => {
    const html = await render(
      <PaymentProviderGrid
        block={{ blockType: 'paymentProviderGrid', heading: 'Zahlungsmethoden', providerIds: ['visa', 'paypal'] }}
        context={blockContext}
      />,
    )
    expect(titles(html)).toEqual(['Visa', 'PayPal'])
    expect(html).toContain('<a href="/online-casinos-mit-paypal/"')
    expect(html).toContain('<dt>Art</dt><dd>Kreditkarte</dd>')
    expect(html).toMatch(
      /<img class="fact-card__image" src="\/logos\/payment\/visa.svg" alt="" width="120" height="60"/,
    )
  })
})

describe('GameProviderGrid', () => {
  test('shows all studios without ids, with their facts', async () => {
    const html = await render(<GameProviderGrid block={{ blockType: 'gameProviderGrid' }} context={blockContext} />)
    expect(titles(html)).toEqual(['NetEnt', 'Play&#x27;n GO'])
    expect(html).toContain('<dt>Spiele</dt><dd>1.200</dd>')
    // No block heading: the card titles are the h2s.
    expect(html).toContain('<h2 class="fact-card__title">')
  })
})

describe('SlotsGrid', () => {
  test("filters by studio and limits, naming each slot's studio", async () => {
    const html = await render(
      <SlotsGrid
        block={{ blockType: 'slotsGrid', heading: 'Slots', gameProviderId: 'netent', limit: 1 }}
        context={blockContext}
      />,
    )
    expect(titles(html)).toEqual(['Starburst'])
    expect(html).toContain('<dt>Hersteller</dt><dd>NetEnt</dd>')
    expect(html).toContain('<dt>RTP</dt><dd>96,21\u00a0%</dd>')
  })

  test('says so when nothing matches', async () => {
    const html = await render(
      <SlotsGrid block={{ blockType: 'slotsGrid', gameProviderId: 'unknown' }} context={blockContext} />,
    )
    expect(html).toContain('Keine Slots gefunden.')
  })
})

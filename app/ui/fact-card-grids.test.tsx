// The three grids share FactCardGrid; these check what each puts on its cards.
import { describe, expect, test } from 'vitest'
import { blockContext, seedContent } from '../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderBlockToHtml } from '../../tests/support/render-to-html.tsx'
import type { BlockView } from '../blocks/define-block.ts'
import { gameProviderGridView } from '../blocks/game-provider-grid/view.ts'
import { paymentProviderGridView } from '../blocks/payment-provider-grid/view.ts'
import { slotsGridView } from '../blocks/slots-grid/view.ts'

const titles = (html: string) => [...html.matchAll(/class="fact-card__title">(?:<a [^>]*>)?([^<]+)/g)].map((m) => m[1])
const render = <T,>(view: BlockView<T>, block: T) =>
  renderBlockToHtml(view, block, blockContext, seedContent(createTestQueryClient()))

describe('PaymentProviderGrid', () => {
  test("shows the editor's providers in their order, linking to their casino list when there is one", async () => {
    const html = await render(paymentProviderGridView, {
      blockType: 'paymentProviderGrid',
      heading: 'Zahlungsmethoden',
      providerIds: ['visa', 'paypal'],
    })
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
    const html = await render(gameProviderGridView, { blockType: 'gameProviderGrid' })
    expect(titles(html)).toEqual(['NetEnt', 'Play&#x27;n GO'])
    expect(html).toContain('<dt>Spiele</dt><dd>1.200</dd>')
    // No block heading: the card titles are the h2s.
    expect(html).toContain('<h2 class="fact-card__title">')
  })
})

describe('SlotsGrid', () => {
  test("filters by studio and limits, naming each slot's studio", async () => {
    const html = await render(slotsGridView, {
      blockType: 'slotsGrid',
      heading: 'Slots',
      gameProviderId: 'netent',
      limit: 1,
    })
    expect(titles(html)).toEqual(['Starburst'])
    expect(html).toContain('<dt>Hersteller</dt><dd>NetEnt</dd>')
    expect(html).toContain('<dt>RTP</dt><dd>96,21\u00a0%</dd>')
  })

  test('says so when nothing matches', async () => {
    const html = await render(slotsGridView, { blockType: 'slotsGrid', gameProviderId: 'unknown' })
    expect(html).toContain('Keine Slots gefunden.')
  })
})

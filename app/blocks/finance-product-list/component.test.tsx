import { describe, expect, test } from 'vitest'
import { financeBlockContext, seedFinanceContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderBlockToHtml } from '../../../tests/support/render-to-html.tsx'
import { listSearchOfQuery } from '../../contracts/list-search.ts'
import type { FinanceProductListBlock } from './schema.ts'
import { financeProductListView } from './view.ts'

const render = (block: FinanceProductListBlock) =>
  renderBlockToHtml(financeProductListView, block, financeBlockContext, seedFinanceContent(createTestQueryClient()))
const listed = (html: string) => [...html.matchAll(/data-product-id="([^"]+)"/g)].map((m) => m[1])

describe('FinanceProductList', () => {
  test('a ranking numbers the selected kind by editorial rank, each with its facts and click-out', async () => {
    const html = await render({
      blockType: 'financeProductList',
      heading: 'Kredite',
      selection: { kinds: ['loan'] },
      presentation: 'ranked',
    })
    expect(html).toMatch(
      /<h2 [^>]*class="block-heading">Kredite<\/h2><form [^>]*method="get".*<\/form><ol class="finance-list__items">/,
    )
    expect(listed(html)).toEqual(['fjord-finans', 'aurum-bank'])
    expect(html).toContain('<span class="visually-hidden">Platz<!-- --> </span>1</p>')
    expect(html).toMatch(/<dt>Effektiver Jahreszins<\/dt><dd>4,9\s%\s-\s14,9\s%<\/dd>/)
    expect(html).toContain('href="/go/fjord-finans/?page=%2F&amp;pos=1" rel="sponsored nofollow noopener"')
  })

  test('cards list brokers of one kind of application only, unnumbered, within the limit', async () => {
    const html = await render({
      blockType: 'financeProductList',
      selection: { kinds: ['broker'], covers: 'debt', limit: 1 },
      presentation: 'cards',
    })
    expect(html).toContain('<ul class="finance-list__items">')
    expect(listed(html)).toEqual(['lumen-kredit'])
    expect(html).not.toContain('finance-card__position')
  })

  test("a visitor's search narrows and orders the list by the filters its editors offer, the sort always", async () => {
    const block: FinanceProductListBlock = {
      blockType: 'financeProductList',
      selection: { kinds: ['loan', 'debt'] },
      presentation: 'ranked',
      visitorFilters: ['amount', 'maxApr'],
    }
    const renderFor = (query: string) =>
      renderBlockToHtml(
        financeProductListView,
        block,
        { ...financeBlockContext, listSearch: listSearchOfQuery(new URLSearchParams(query)) },
        seedFinanceContent(createTestQueryClient()),
      )
    // Lowest interest first; 60 000 only within two ranges; a term filter the list does not offer is ignored.
    expect(listed(await renderFor('sort=apr'))).toEqual(['aurum-bank', 'samla-refinans', 'fjord-finans', 'nova-debt'])
    expect(listed(await renderFor('amount=60000&sort=apr&term=20'))).toEqual(['aurum-bank', 'samla-refinans'])
    const controls = await renderFor('maxApr=5')
    expect(listed(controls)).toEqual(['fjord-finans', 'samla-refinans', 'aurum-bank'])
    expect(controls).toMatch(/<select name="maxApr"[^>]*>.*<option value="5" selected="">5\s%<\/option>/)
    expect(controls).toContain('name="amount"')
    expect(controls).not.toContain('name="term"')
    // Loans and debt have no annual fee to sort by.
    expect(controls).not.toContain('<option value="fee"')
    const nothing = await renderFor('maxApr=1')
    expect(listed(nothing)).toEqual([])
    expect(nothing).toContain('Kein Angebot erfüllt alle gewählten Filter.')
  })
})

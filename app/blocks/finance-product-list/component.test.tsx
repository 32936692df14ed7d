import { describe, expect, test } from 'vitest'
import { financeBlockContext, seedFinanceContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderBlockToHtml } from '../../../tests/support/render-to-html.tsx'
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
    expect(html).toMatch(/<h2 [^>]*class="block-heading">Kredite<\/h2><ol class="finance-list__items">/)
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
})

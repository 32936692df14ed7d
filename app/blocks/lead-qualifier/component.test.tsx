import { describe, expect, test } from 'vitest'
import { financeBlockContext, seedFinanceContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderBlockToHtml } from '../../../tests/support/render-to-html.tsx'
import type { LeadQualifierBlock } from './schema.ts'
import { leadQualifierView } from './view.ts'

const block: LeadQualifierBlock = {
  blockType: 'leadQualifier',
  heading: 'Ihre Angaben',
  questions: [
    {
      id: 'amount',
      question: 'Wie viel möchten Sie leihen?',
      options: [
        { value: 'small', label: 'Bis 10.000 €', tags: ['small'] },
        { value: 'large', label: 'Mehr als 10.000 €', tags: ['large'] },
      ],
    },
  ],
  selection: { kinds: ['loan', 'broker'], covers: 'loan' },
  presentation: 'ranked',
}
const render = async () => {
  // The component loads in its own chunk; a page preloads it before rendering.
  await leadQualifierView.preload?.()
  return renderBlockToHtml(leadQualifierView, block, financeBlockContext, seedFinanceContent(createTestQueryClient()))
}

const listed = (html: string) => [...html.matchAll(/data-product-id="([^"]+)"/g)].map((m) => m[1])

describe('LeadQualifier', () => {
  test('asks its questions and, unanswered, lists every selected offer with their count', async () => {
    const html = await render()
    expect(html).toContain('<legend class="answer-choices__legend">Wie viel möchten Sie leihen?</legend>')
    expect(html.match(/<input type="radio" name="[^"]+-amount"/g)).toHaveLength(2)
    expect(html).not.toMatch(/<input [^>]*checked/)
    expect(html).toContain('<p class="lead-qualifier__count" aria-live="polite">4 Angebote passen zu Ihren Angaben</p>')
    // Loans and loan brokers by editorial rank; a broker only of debt is not selected.
    expect(listed(html)).toEqual(['fjord-finans', 'lumen-kredit', 'aurum-bank', 'orbit-broker'])
    expect(html).toContain('<ol class="finance-list__items">')
  })
})

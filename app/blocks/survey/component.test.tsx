import { describe, expect, test } from 'vitest'
import { financeBlockContext, seedFinanceContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderBlockToHtml } from '../../../tests/support/render-to-html.tsx'
import type { SurveyBlock } from './schema.ts'
import { surveyView } from './view.ts'

const block: SurveyBlock = {
  blockType: 'survey',
  heading: 'Kreditcheck',
  steps: [
    {
      id: 'purpose',
      question: 'Was suchen Sie?',
      options: [
        { value: 'loan', label: 'Einen neuen Kredit', tags: ['loan'] },
        { value: 'debt', label: 'Bestehende Schulden umschulden', tags: ['debt'] },
      ],
    },
    {
      id: 'amount',
      question: 'Um welchen Betrag geht es?',
      options: [
        { value: 'small', label: 'Bis 10.000 €', tags: ['small'] },
        { value: 'large', label: 'Mehr als 10.000 €', tags: ['large'] },
      ],
    },
  ],
  selection: { kinds: ['loan', 'debt'] },
  resultHeading: 'Ihre passenden Angebote',
}
const render = async () => {
  // The component loads in its own chunk; a page preloads it before rendering.
  await surveyView.preload?.()
  return renderBlockToHtml(surveyView, block, financeBlockContext, seedFinanceContent(createTestQueryClient()))
}

describe('Survey', () => {
  test('opens on its first question, one step at a time, with no offer before an answer', async () => {
    const html = await render()
    expect(html).toMatch(/<h2 [^>]*class="block-heading">Kreditcheck<\/h2>/)
    expect(html).toContain('Frage 1 von 2')
    expect(html).toContain('<legend class="answer-choices__legend">Was suchen Sie?</legend>')
    expect(html).not.toContain('Um welchen Betrag geht es?')
    expect(html).toContain('<button type="submit" class="button button--cta">Weiter</button>')
    expect(html).not.toContain('Ihre passenden Angebote')
    expect(html).not.toContain('data-product-id=')
  })
})

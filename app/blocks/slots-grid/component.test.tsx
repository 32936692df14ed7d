import { describe, expect, test } from 'vitest'
import { blockContext, seedContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderBlockToHtml } from '../../../tests/support/render-to-html.tsx'
import type { SlotsGridBlock } from './schema.ts'
import { slotsGridView } from './view.ts'

const titles = (html: string) => [...html.matchAll(/class="fact-card__title">(?:<a [^>]*>)?([^<]+)/g)].map((m) => m[1])
const render = (block: SlotsGridBlock) =>
  renderBlockToHtml(slotsGridView, block, blockContext, seedContent(createTestQueryClient()))

describe('SlotsGrid', () => {
  test("filters by studio and limits, naming each slot's studio", async () => {
    const html = await render({ blockType: 'slotsGrid', heading: 'Slots', gameProviderId: 'netent', limit: 1 })
    expect(titles(html)).toEqual(['Starburst'])
    expect(html).toContain('<dt>Hersteller</dt><dd>NetEnt</dd>')
    expect(html).toContain('<dt>RTP</dt><dd>96,21\u00a0%</dd>')
    expect(html).toContain('<dt>Volatilität</dt><dd>Hoch</dd>')
  })

  test('shows every slot of every studio without a filter', async () => {
    const html = await render({ blockType: 'slotsGrid' })
    expect(titles(html)).toHaveLength(3)
    expect(html).toContain('<dt>Hersteller</dt><dd>Play&#x27;n GO</dd>')
  })

  test('says so when nothing matches', async () => {
    const html = await render({ blockType: 'slotsGrid', gameProviderId: 'unknown' })
    expect(html).toContain('Keine Slots gefunden.')
  })
})

import { describe, expect, test } from 'vitest'
import { blockContext, seedContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderBlockToHtml } from '../../../tests/support/render-to-html.tsx'
import type { SlotsGridBlock } from './schema.ts'
import { slotsGridView } from './view.ts'

const titles = (html: string) => [...html.matchAll(/class="fact-card__title">(?:<a [^>]*>)?([^<]+)/g)].map((m) => m[1])
const render = (block: SlotsGridBlock, context = blockContext) =>
  renderBlockToHtml(slotsGridView, block, context, seedContent(createTestQueryClient()))
/** A site without pages of its own for slots. */
const withoutEntryPages = { ...blockContext, website: { ...blockContext.website, entryPaths: {} } }

describe('SlotsGrid', () => {
  test("filters by studio and limits, naming each slot's studio", async () => {
    const html = await render({ blockType: 'slotsGrid', heading: 'Slots', gameProviderId: 'netent', limit: 1 })
    expect(titles(html)).toEqual(['Starburst'])
    expect(html).toContain('<a href="/slots/starburst/"')
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

  test('on a site without slot pages, the titles are text', async () => {
    const html = await render({ blockType: 'slotsGrid', limit: 1 }, withoutEntryPages)
    expect(html).not.toContain('<a ')
  })
})

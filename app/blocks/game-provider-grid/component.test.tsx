import { describe, expect, test } from 'vitest'
import { blockContext, seedContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderBlockToHtml } from '../../../tests/support/render-to-html.tsx'
import type { GameProviderGridBlock } from './schema.ts'
import { gameProviderGridView } from './view.ts'

const titles = (html: string) => [...html.matchAll(/class="fact-card__title">(?:<a [^>]*>)?([^<]+)/g)].map((m) => m[1])
const render = (block: GameProviderGridBlock) =>
  renderBlockToHtml(gameProviderGridView, block, blockContext, seedContent(createTestQueryClient()))

describe('GameProviderGrid', () => {
  test('shows all studios without ids, with their facts', async () => {
    const html = await render({ blockType: 'gameProviderGrid' })
    expect(titles(html)).toEqual(['NetEnt', 'Play&#x27;n GO'])
    expect(html).toContain('<dt>Spiele</dt><dd>1.200</dd>')
    expect(html).toContain('<dt>Sitz</dt><dd>Växjö</dd>')
    // No block heading: the card titles are the h2s.
    expect(html).toContain('<h2 class="fact-card__title">')
  })

  test("shows only the editor's studios under the block's heading", async () => {
    const html = await render({
      blockType: 'gameProviderGrid',
      heading: 'Spielehersteller',
      providerIds: ['play-n-go'],
    })
    expect(titles(html)).toEqual(['Play&#x27;n GO'])
    expect(html).toMatch(/<h2[^>]*>Spielehersteller<\/h2>/)
    expect(html).not.toContain('NetEnt')
  })

  test('says so when none of the ids is known', async () => {
    const html = await render({ blockType: 'gameProviderGrid', providerIds: ['unknown'] })
    expect(html).toContain('Keine Spielehersteller gefunden.')
  })
})

import { describe, expect, test } from 'vitest'
import { blockContext, locale, postSummaries, seedContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderBlockToHtml } from '../../../tests/support/render-to-html.tsx'
import { contentQueries } from '../../api/content/client.ts'
import type { ArticleSummariesBlock } from './schema.ts'
import { articleSummariesView } from './view.ts'

const render = (block: ArticleSummariesBlock) => {
  const queryClient = seedContent(createTestQueryClient())
  const rtpGuide = postSummaries.filter((post) => post.name === 'rtp-guide')
  queryClient.setQueryData(contentQueries.postSummaries(locale, { names: ['rtp-guide'] }).queryKey, rtpGuide)
  return renderBlockToHtml(articleSummariesView, block, blockContext, queryClient)
}

describe('ArticleSummaries', () => {
  test('featured source: cards with title (text, not a link), date and excerpt, up to the limit', async () => {
    const html = await render({
      blockType: 'articleSummaries',
      heading: 'Ratgeber',
      source: { kind: 'featured' },
      limit: 1,
    })
    expect(html).toMatch(/<h3 class="article-card__title">PayPal im Casino<\/h3>/)
    expect(html).toContain('<time dateTime="2026-10-05">5. Oktober 2026</time>')
    expect(html).toContain('Worum es in PayPal im Casino geht.')
    expect(html).not.toContain('Bonusbedingungen verstehen')
    expect(html).not.toContain('<a ')
  })

  test('names source reads the post summaries with those names', async () => {
    const html = await render({
      blockType: 'articleSummaries',
      source: { kind: 'names', names: ['rtp-guide'] },
      limit: 3,
    })
    expect(html).toMatch(/<h2 class="article-card__title">Was ist RTP\?<\/h2>/)
  })
})

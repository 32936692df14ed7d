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
  test("featured source: cards with the title linking to the post's page, date and excerpt, up to the limit", async () => {
    const html = await render({
      blockType: 'articleSummaries',
      heading: 'Ratgeber',
      source: { kind: 'featured' },
      limit: 1,
    })
    expect(html).toMatch(
      /<h3 class="article-card__title"><a class="article-card__link" href="\/ratgeber\/paypal-guide\/"[^>]*>PayPal im Casino<\/a><\/h3>/,
    )
    expect(html).toContain('<time dateTime="2026-10-05">5. Oktober 2026</time>')
    expect(html).toContain('Worum es in PayPal im Casino geht.')
    expect(html).not.toContain('Bonusbedingungen verstehen')
  })

  test('a site without article pages shows the title as text', async () => {
    const queryClient = seedContent(createTestQueryClient())
    const html = await renderBlockToHtml(
      articleSummariesView,
      { blockType: 'articleSummaries', source: { kind: 'featured' }, limit: 1 },
      { ...blockContext, website: { ...blockContext.website, entryPaths: {} } },
      queryClient,
    )
    expect(html).toMatch(/<h2 class="article-card__title">PayPal im Casino<\/h2>/)
    expect(html).not.toContain('<a ')
  })

  test('names source reads the post summaries with those names', async () => {
    const html = await render({
      blockType: 'articleSummaries',
      source: { kind: 'names', names: ['rtp-guide'] },
      limit: 3,
    })
    expect(html).toMatch(
      /<h2 class="article-card__title"><a [^>]*href="\/ratgeber\/rtp-guide\/"[^>]*>Was ist RTP\?<\/a><\/h2>/,
    )
  })
})

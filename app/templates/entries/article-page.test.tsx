import { setupI18n } from '@lingui/core'
import { describe, expect, test } from 'vitest'
import { blockContext, locale, postSummaries, seedContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderToHtml } from '../../../tests/support/render-to-html.tsx'
import { ContentFetchError, contentQueries } from '../../api/content/client.ts'
import { loadBlocks } from '../../blocks/render-blocks.tsx'
import type { Post } from '../../contracts/content/schemas.ts'
import { loadPageType, pageTemplates } from '../page-types.tsx'
import { entryPageQuery } from './entry-page-query.ts'

const [first] = postSummaries
if (!first) throw new Error('no post fixtures')
const post: Post = {
  ...first,
  categoryId: 'zahlungen',
  publishedAt: '2026-10-05',
  updatedAt: '2026-11-12',
  meta: { title: 'PayPal im Casino: Ein- und Auszahlung', description: 'So geht es.', noFollow: false, noIndex: false },
  blocks: [{ blockType: 'richText', html: '<h2>Einzahlen</h2><p>In drei Schritten.</p>' }],
}

function seeded() {
  const queryClient = seedContent(createTestQueryClient())
  queryClient.setQueryData(contentQueries.postSummaries(locale).queryKey, postSummaries)
  queryClient.setQueryData(contentQueries.post(post.id, locale).queryKey, post)
  return queryClient
}

const context = { ...blockContext, i18n: setupI18n() }

async function renderArticle(slug: string) {
  const queryClient = seeded()
  const page = await queryClient.ensureQueryData(
    entryPageQuery('Article', slug, `/ratgeber/${slug}/`, { ...context, queryClient }),
  )
  const loadContext = { website: blockContext.website, locale, queryClient, entrySlug: slug }
  await Promise.all([loadBlocks(page.blocks, loadContext), loadPageType('Article', loadContext)])
  const Template = pageTemplates.Article.template
  return {
    page,
    html: await renderToHtml(<Template page={page} context={blockContext} entrySlug={slug} />, queryClient),
  }
}

describe('the article page', () => {
  test("is the post's page: its meta and its blocks", async () => {
    const { page } = await renderArticle(post.name)
    expect(page).toEqual({ path: `/ratgeber/${post.name}/`, meta: post.meta, blocks: post.blocks })
  })

  test('shows title, excerpt, byline to the author page, both dates and the rich text', async () => {
    const { html } = await renderArticle(post.name)
    expect(html).toMatch(/<h1 id="[^"]+" class="article__title">PayPal im Casino<\/h1>/)
    expect(html).toContain('Worum es in PayPal im Casino geht.')
    expect(html).toMatch(/Von <a href="\/autoren\/lena-hoffmann\/"[^>]*>Lena Hoffmann<\/a>/)
    expect(html).toContain('Veröffentlicht am <time dateTime="2026-10-05">5. Oktober 2026</time>')
    expect(html).toContain('Aktualisiert am <time dateTime="2026-11-12">12. November 2026</time>')
    expect(html).toContain('<h2>Einzahlen</h2><p>In drei Schritten.</p>')
  })

  test("ends with the author's box and the other posts, each linking to its page", async () => {
    const { html } = await renderArticle(post.name)
    expect(html).toMatch(/class="author-box__name"><a href="\/autoren\/lena-hoffmann\/"/)
    expect(html).toContain('Weitere Artikel')
    expect(html).toContain('href="/ratgeber/bonus-guide/"')
    expect(html).toContain('href="/ratgeber/rtp-guide/"')
    expect(html).not.toContain(`href="/ratgeber/${post.name}/"`)
  })

  test('an unknown slug is a 404 of the content API', async () => {
    const error = await renderArticle('no-such-post').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContentFetchError)
    expect((error as ContentFetchError).status).toBe(404)
  })
})

describe('the author page', () => {
  async function renderAuthor(slug: string) {
    const queryClient = seeded()
    queryClient.setQueryData(contentQueries.postSummaries(locale, { author: slug }).queryKey, postSummaries)
    const page = await queryClient.ensureQueryData(
      entryPageQuery('Author', slug, `/autoren/${slug}/`, { ...context, queryClient }),
    )
    await loadPageType('Author', { website: blockContext.website, locale, queryClient, entrySlug: slug })
    const Template = pageTemplates.Author.template
    return {
      page,
      html: await renderToHtml(<Template page={page} context={blockContext} entrySlug={slug} />, queryClient),
    }
  }

  test('has meta from who the author is', async () => {
    const { page } = await renderAuthor('lena-hoffmann')
    expect(page.meta).toEqual({
      title: 'Lena Hoffmann, Chefredakteurin – CasinoKompass',
      description: 'Testet Online Casinos seit 2015.',
      noFollow: false,
      noIndex: false,
    })
    expect(page.blocks).toEqual([])
  })

  test('shows name, role, bio, expertise and every post of the author (post summaries by author)', async () => {
    const { html } = await renderAuthor('lena-hoffmann')
    expect(html).toMatch(/<h1 class="author-page__name">Lena Hoffmann<\/h1>/)
    expect(html).toContain('Chefredakteurin')
    expect(html).toContain('<li>Casino Boni</li><li>Zahlungsmethoden</li>')
    expect(html).toContain('Artikel von Lena Hoffmann')
    for (const summary of postSummaries) expect(html).toContain(`href="/ratgeber/${summary.name}/"`)
  })

  test('an unknown author is a 404 of the content API', async () => {
    const error = await renderAuthor('nobody').catch((caught: unknown) => caught)
    expect((error as ContentFetchError).status).toBe(404)
  })
})

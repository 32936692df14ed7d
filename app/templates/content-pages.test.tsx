// Every page in content/ rendered through its template with the content it references, the way the
// page loader prepares it: no block may fail, and nothing may be missing from the cache.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { germanCasinoSiteId } from '../../app.config.ts'
import { blockContext, locale } from '../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderToHtml } from '../../tests/support/render-to-html.tsx'
import { contentQueries } from '../api/content/client.ts'
import { postFilterOf } from '../blocks/article-summaries/post-filter.ts'
import { loadBlocks } from '../blocks/render-blocks.tsx'
import {
  authorSchema,
  componentsSchema,
  cookieCategorySchema,
  gameProviderSchema,
  gglWhitelistEntrySchema,
  menusSchema,
  type Page,
  pageSchema,
  paymentProviderSchema,
  postSummarySchema,
  productSchema,
  slotSchema,
  websiteCookieProviderSchema,
} from '../contracts/content/schemas.ts'
import { z } from '../lib/zod.ts'
import { loadLayout } from '../page/layout/load-layout.ts'
import { PageLayout } from '../page/layout/page-layout.tsx'
import { websiteById } from '../site/website.ts'
import { loadPageType, pageTemplates } from './page-types.tsx'

const contentDir = new URL(`../../content/${germanCasinoSiteId}/${locale}/`, import.meta.url)
const readJson = (path: string): unknown => JSON.parse(readFileSync(new URL(path, contentDir), 'utf8'))
const readDir = (path: string) =>
  readdirSync(new URL(path, contentDir))
    .filter((name) => name.endsWith('.json'))
    .map((name) => readJson(path + name))

const posts = z.array(postSummarySchema).parse(readDir('posts/'))
// Meta is head()'s business and checked by the content loader; this test is about the blocks.
const testMeta: Page['meta'] = { title: 'Test', description: 'Test', noFollow: false, noIndex: false }
const pages: Page[] = z
  .array(z.omit(pageSchema, { meta: true }))
  .parse(readDir('pages/'))
  .map((page) => ({ ...page, meta: testMeta }))
const website = websiteById(germanCasinoSiteId)

function seededQueryClient() {
  const queryClient = createTestQueryClient()
  const seed = <T,>(key: readonly unknown[], schema: z.ZodMiniType<T>, file: string) =>
    queryClient.setQueryData(key, schema.parse(readJson(file)))
  seed(contentQueries.products(locale).queryKey, z.array(productSchema), 'products.json')
  seed(contentQueries.gglWhitelist(locale).queryKey, z.array(gglWhitelistEntrySchema), 'ggl-whitelist.json')
  seed(contentQueries.paymentProviders(locale).queryKey, z.array(paymentProviderSchema), 'payment-providers.json')
  seed(contentQueries.gameProviders(locale).queryKey, z.array(gameProviderSchema), 'game-providers.json')
  seed(contentQueries.slots(locale).queryKey, z.array(slotSchema), 'slots.json')
  seed(contentQueries.authors(locale).queryKey, z.array(authorSchema), 'authors.json')
  seed(contentQueries.components(locale).queryKey, componentsSchema, 'components.json')
  seed(contentQueries.menus(locale).queryKey, menusSchema, 'menus.json')
  seed(contentQueries.websiteCookies(locale).queryKey, z.array(websiteCookieProviderSchema), 'website-cookies.json')
  seed(contentQueries.cookieCategories().queryKey, z.array(cookieCategorySchema), '../en-US/cookie-categories.json')
  queryClient.setQueryData(
    contentQueries.featuredArticleSummaries(locale).queryKey,
    posts.filter((post) => post.featured),
  )
  // The post-summaries endpoint filters by author or names; seed each filter the pages use.
  for (const page of pages)
    for (const block of page.blocks) {
      const source = block.source as { kind?: string } | undefined
      if (block.blockType !== 'articleSummaries' || !source || source.kind === 'featured') continue
      const filter = postFilterOf(source as Parameters<typeof postFilterOf>[0])
      const matches = posts.filter((post) =>
        'author' in filter ? post.authorId === filter.author : filter.names.includes(post.name),
      )
      queryClient.setQueryData(contentQueries.postSummaries(locale, filter).queryKey, matches)
    }
  return queryClient
}

describe.each(pages.map((page) => [page.path, page] as const))('content page %s', (path, page) => {
  test('renders through its template with every block valid and its content loaded', async () => {
    const route = website.routes.find((candidate) => candidate.path === path)
    if (!route) throw new Error(`No route for ${path}`)
    const Template = pageTemplates[route.meta.pageType].template
    const queryClient = seededQueryClient()
    const loadContext = { website, locale, queryClient }
    await Promise.all([
      loadBlocks(page.blocks, loadContext),
      loadPageType(route.meta.pageType, loadContext),
      loadLayout(queryClient, locale),
    ])
    const html = await renderToHtml(
      <PageLayout website={website} locale={locale}>
        <Template page={page} context={{ ...blockContext, preview: true }} />
      </PageLayout>,
      queryClient,
    )
    expect(html).not.toContain('block-placeholder')
    expect(html.match(/<h1[ >]/g) ?? []).toHaveLength(page.blocks.some((block) => block.blockType === 'hero') ? 1 : 0)
    if (page.blocks.some((block) => block.blockType === 'casinoList')) expect(html).toContain('data-product-id=')
  })
})

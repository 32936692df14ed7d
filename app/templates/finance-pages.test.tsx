// Every page of the finance site, in every locale, rendered through its template the way the page
// loader prepares it: every block valid, the products a list page shows present in the HTML.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { financeSiteId } from '../../app.config.ts'
import { createTestQueryClient, renderToHtml } from '../../tests/support/render-to-html.tsx'
import { contentQueries } from '../api/content/client.ts'
import { loadBlocks } from '../blocks/render-blocks.tsx'
import {
  componentsSchema,
  cookieCategorySchema,
  financeProductSchema,
  menusSchema,
  pageSchema,
  websiteCookieProviderSchema,
} from '../contracts/content/schemas.ts'
import { listsProducts } from '../contracts/page-types.ts'
import { z } from '../lib/zod.ts'
import { websiteById } from '../site/website.ts'
import { pageTemplates } from './page-types.tsx'

const website = websiteById(financeSiteId)
const contentDir = (locale: string) => new URL(`../../content/${financeSiteId}/${locale}/`, import.meta.url)
const readJson = (locale: string, path: string): unknown =>
  JSON.parse(readFileSync(new URL(path, contentDir(locale)), 'utf8'))

const cases = website.routes.map((route) => [route.meta.locale, route.path, route] as const)

describe.each(cases)('%s %s', (locale, _path, route) => {
  test('renders through its template with every block valid', async () => {
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(
      contentQueries.financeProducts(locale).queryKey,
      z.array(financeProductSchema).parse(readJson(locale, 'finance-products.json')),
    )
    queryClient.setQueryData(
      contentQueries.components(locale).queryKey,
      componentsSchema.parse(readJson(locale, 'components.json')),
    )
    queryClient.setQueryData(contentQueries.menus(locale).queryKey, menusSchema.parse(readJson(locale, 'menus.json')))
    queryClient.setQueryData(
      contentQueries.websiteCookies(locale).queryKey,
      z.array(websiteCookieProviderSchema).parse(readJson(locale, 'website-cookies.json')),
    )
    queryClient.setQueryData(
      contentQueries.cookieCategories().queryKey,
      z.array(cookieCategorySchema).parse(readJson('en-US', 'cookie-categories.json')),
    )
    const page = pageSchema.parse(readJson(locale, `pages/${route.name}.json`))
    await loadBlocks(page.blocks, { website, locale, queryClient })
    const { template: Template } = pageTemplates[route.meta.pageType]
    const html = await renderToHtml(<Template page={page} context={{ locale, website, preview: true }} />, queryClient)
    expect(html).not.toContain('block-placeholder')
    expect(html.match(/<h1[ >]/g)).toHaveLength(1)
    // A survey lists its products only once answered, the comparison once a visitor chose them (?ids=).
    const listsAtFirstPaint =
      listsProducts(route.meta.pageType) && route.meta.pageType !== 'Survey' && route.meta.pageType !== 'Compare'
    expect(html.includes('data-product-id='), 'products in the first HTML').toBe(listsAtFirstPaint)
  })
})

test('every locale folder of the finance site has a page for each of its routes', () => {
  for (const locale of new Set(website.routes.map((route) => route.meta.locale)))
    expect(readdirSync(new URL('pages/', contentDir(locale))).length).toBe(
      website.routes.filter((route) => route.meta.locale === locale).length,
    )
})

import { describe, expect, test } from 'vitest'
import { blockContext, seedContent } from '../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderToHtml } from '../../tests/support/render-to-html.tsx'
import { loadBlocks } from '../blocks/render-blocks.tsx'
import type { Page } from '../contracts/content/schemas.ts'
import { loadPageType, pageTemplates } from './page-types.tsx'

const page: Page = {
  path: '/',
  meta: { title: 'Online Casinos', description: 'Vergleich', noFollow: false, noIndex: false },
  updatedAt: '2026-11-01',
  blocks: [{ blockType: 'richText', id: 'intro', html: '<p>Willkommen</p>' }, { blockType: 'noSuchBlock' }],
}

const render = async (pageType: 'ProductListStatic' | 'PrivacyPolicy', preview = false) => {
  const Template = pageTemplates[pageType].template
  const queryClient = seedContent(createTestQueryClient())
  const loadContext = { website: blockContext.website, locale: blockContext.locale, queryClient }
  await Promise.all([loadBlocks(page.blocks, loadContext), loadPageType(pageType, loadContext)])
  return renderToHtml(<Template page={page} context={{ ...blockContext, preview }} />, queryClient)
}

describe('ProductListStatic', () => {
  test('renders the blocks in the main landmark and the payment-method lists beside them', async () => {
    const html = await render('ProductListStatic')
    expect(html).toMatch(/^<main id="main" tabindex="-1" class="page page--with-sidebar">/)
    expect(html).toContain('<p>Willkommen</p>')
    expect(html).toContain('href="/online-casinos-mit-paypal/"')
    expect(html).toContain('href="/online-casinos-mit-trustly/"')
    expect(html).toContain('Casinos nach Zahlungsmethode')
  })

  test('an unknown block shows nothing to visitors and a placeholder in preview', async () => {
    expect(await render('ProductListStatic')).not.toContain('block-placeholder')
    expect(await render('ProductListStatic', true)).toContain('class="block-placeholder"')
  })
})

describe('PrivacyPolicy', () => {
  test('one narrow document column without the sidebar', async () => {
    const html = await render('PrivacyPolicy')
    expect(html).toMatch(/^<main id="main" tabindex="-1" class="page page--document">/)
    expect(html).toContain('<p>Willkommen</p>')
    expect(html).not.toContain('sidebar')
  })
})

describe('ProductListStatic of a payment method', () => {
  test("links the method's list of casinos back to the method's page", async () => {
    const Template = pageTemplates.ProductListStatic.template
    const queryClient = seedContent(createTestQueryClient())
    const loadContext = { website: blockContext.website, locale: blockContext.locale, queryClient }
    await loadPageType('ProductListStatic', loadContext)
    const html = await renderToHtml(
      <Template page={{ ...page, path: '/online-casinos-mit-paypal/' }} context={blockContext} />,
      queryClient,
    )
    expect(html).toMatch(/<a href="\/zahlungsmethoden\/paypal\/"[^>]*>Alles über PayPal: Dauer, Gebühren/)
    // Other list pages have no such link.
    expect(await render('ProductListStatic')).not.toContain('Alles über')
  })
})

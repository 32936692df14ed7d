import { describe, expect, test } from 'vitest'
import { blockContext, components, seedContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderToHtml } from '../../../tests/support/render-to-html.tsx'
import { AffiliateDisclosure } from './component.tsx'

describe('AffiliateDisclosure', () => {
  test('shows the site-wide text from the components', async () => {
    const html = await renderToHtml(
      <AffiliateDisclosure block={{ blockType: 'affiliateDisclosure' }} context={blockContext} />,
      seedContent(createTestQueryClient()),
    )
    expect(html).toContain('Werbehinweis:')
    expect(html).toContain(components.affiliateDisclosure.text)
  })

  test("the block's own text replaces it, and needs no components", async () => {
    const html = await renderToHtml(
      <AffiliateDisclosure
        block={{ blockType: 'affiliateDisclosure', text: 'Eigener Hinweis.' }}
        context={blockContext}
      />,
    )
    expect(html).toContain('Eigener Hinweis.')
    expect(html).not.toContain(components.affiliateDisclosure.text)
  })
})

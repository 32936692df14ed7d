import { describe, expect, test } from 'vitest'
import { blockContext, seedContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderBlockToHtml } from '../../../tests/support/render-to-html.tsx'
import type { PaymentProviderGridBlock } from './schema.ts'
import { paymentProviderGridView } from './view.ts'

const titles = (html: string) => [...html.matchAll(/class="fact-card__title">(?:<a [^>]*>)?([^<]+)/g)].map((m) => m[1])
const render = (block: PaymentProviderGridBlock, context = blockContext) =>
  renderBlockToHtml(paymentProviderGridView, block, context, seedContent(createTestQueryClient()))
/** A site without pages of its own for payment methods. */
const withoutEntryPages = { ...blockContext, website: { ...blockContext.website, entryPaths: {} } }

describe('PaymentProviderGrid', () => {
  const picked: PaymentProviderGridBlock = {
    blockType: 'paymentProviderGrid',
    heading: 'Zahlungsmethoden',
    providerIds: ['visa', 'paypal'],
  }

  test("shows the editor's providers in their order, each linking to its page", async () => {
    const html = await render(picked)
    expect(titles(html)).toEqual(['Visa', 'PayPal'])
    expect(html).toContain('<a href="/zahlungsmethoden/visa/"')
    expect(html).toContain('<a href="/zahlungsmethoden/paypal/"')
    expect(html).toContain('<dt>Art</dt><dd>Kreditkarte</dd>')
    expect(html).toMatch(
      /<img class="fact-card__image" src="\/logos\/payment\/visa.svg" alt="" width="120" height="60"/,
    )
  })

  test('on a site without payment method pages, links to their casino list when there is one', async () => {
    const html = await render(picked, withoutEntryPages)
    expect(html).toContain('<a href="/online-casinos-mit-paypal/"')
    expect(html).not.toContain('/zahlungsmethoden/visa/')
  })

  test('shows every provider without ids, with deposit and withdrawal times', async () => {
    const html = await render({ blockType: 'paymentProviderGrid' })
    expect(titles(html)).toEqual(['PayPal', 'Trustly', 'Visa'])
    expect(html).toContain('<dt>Auszahlung</dt><dd>1-2 Tage</dd>')
  })

  test('says so when none of the ids is known', async () => {
    const html = await render({ blockType: 'paymentProviderGrid', providerIds: ['unknown'] })
    expect(titles(html)).toEqual([])
    expect(html).toContain('Keine Zahlungsmethoden gefunden.')
  })
})

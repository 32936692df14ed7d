import { describe, expect, test } from 'vitest'
import { blockContext, seedContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderBlockToHtml } from '../../../tests/support/render-to-html.tsx'
import type { PaymentProviderGridBlock } from './schema.ts'
import { paymentProviderGridView } from './view.ts'

const titles = (html: string) => [...html.matchAll(/class="fact-card__title">(?:<a [^>]*>)?([^<]+)/g)].map((m) => m[1])
const render = (block: PaymentProviderGridBlock) =>
  renderBlockToHtml(paymentProviderGridView, block, blockContext, seedContent(createTestQueryClient()))

describe('PaymentProviderGrid', () => {
  test("shows the editor's providers in their order, linking to their casino list when there is one", async () => {
    const html = await render({
      blockType: 'paymentProviderGrid',
      heading: 'Zahlungsmethoden',
      providerIds: ['visa', 'paypal'],
    })
    expect(titles(html)).toEqual(['Visa', 'PayPal'])
    expect(html).toContain('<a href="/online-casinos-mit-paypal/"')
    expect(html).toContain('<dt>Art</dt><dd>Kreditkarte</dd>')
    expect(html).toMatch(
      /<img class="fact-card__image" src="\/logos\/payment\/visa.svg" alt="" width="120" height="60"/,
    )
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

import { describe, expect, test } from 'vitest'
import { locale, paymentProviders, seedContent } from '../../tests/support/content-fixtures.ts'
import { createTestQueryClient } from '../../tests/support/render-to-html.tsx'
import { paymentMethodNames, paymentProvidersByIds } from './provider-queries.ts'

describe('the payment method views', () => {
  test('name every method once, with its logo and its list page when it has one', async () => {
    const queryClient = seedContent(createTestQueryClient())
    const names = await queryClient.fetchQuery(paymentMethodNames(locale))
    expect(names).toEqual(
      paymentProviders.map(({ id, name, logo, listPath }) =>
        listPath === undefined ? { id, name, logo } : { id, name, logo, listPath },
      ),
    )
    // A method without a list page carries no listPath key at all (no `listPath: undefined` in the payload).
    expect(names.filter((method) => !('listPath' in method)).map((method) => method.id)).toEqual(
      paymentProviders.filter((provider) => provider.listPath === undefined).map((provider) => provider.id),
    )
  })

  test("give a grid its methods' facts in the editor's order, without the names the other view carries", async () => {
    const queryClient = seedContent(createTestQueryClient())
    const [visa, paypal] = await queryClient.fetchQuery(paymentProvidersByIds(locale, ['visa', 'paypal']))
    expect([visa?.id, paypal?.id]).toEqual(['visa', 'paypal'])
    expect(paypal).toEqual({
      id: 'paypal',
      kind: 'ewallet',
      description: 'Das beliebteste E-Wallet.',
      depositTime: 'sofort',
      withdrawalTime: '1-24 Stunden',
      fees: 'keine',
    })
  })
})

// The payment methods and game studios a block names, in the editor's order (all of them when it
// names none), and how the page names a payment method: the grids, the casino cards' logos and the
// sidebar read these views, not the whole collections.
import type { Locale } from '../../app.config.ts'
import { contentQueries } from '../api/content/client.ts'
import { derivedContentQuery } from '../api/content/derived-query.ts'
import type { PaymentProvider } from '../contracts/content/schemas.ts'
import { selectByIds } from './select-by-ids.ts'

/** A payment method as the page names it: a casino card's logo, a grid card's title, a sidebar link. */
export type PaymentMethodName = Pick<PaymentProvider, 'id' | 'name' | 'logo' | 'listPath'>

/**
 * Every payment method's name, logo and list page, in one view that every component naming one
 * reads: a page carries each once, not once per component (docs/decisions/019-render-cost-and-page-weight.md).
 */
export const paymentMethodNames = (locale: Locale) =>
  derivedContentQuery(['payment-method-names', locale], async (queryClient) =>
    (await queryClient.ensureQueryData(contentQueries.paymentProviders(locale))).map(
      ({ id, name, logo, listPath }): PaymentMethodName =>
        listPath === undefined ? { id, name, logo } : { id, name, logo, listPath },
    ),
  )

/** The facts a grid shows of the payment methods it names; their names are in paymentMethodNames. */
export const paymentProvidersByIds = (locale: Locale, ids: readonly string[] | undefined) =>
  derivedContentQuery(['payment-providers', locale, ids ?? null], async (queryClient) =>
    selectByIds(await queryClient.ensureQueryData(contentQueries.paymentProviders(locale)), ids).map(
      ({ name: _name, logo: _logo, listPath: _listPath, ...facts }) => facts,
    ),
  )

export const gameProvidersByIds = (locale: Locale, ids: readonly string[] | undefined) =>
  derivedContentQuery(['game-providers', locale, ids ?? null], async (queryClient) =>
    // The grid does not link to the studios' websites.
    selectByIds(await queryClient.ensureQueryData(contentQueries.gameProviders(locale)), ids).map(
      ({ website: _, ...shown }) => shown,
    ),
  )

/** Every game studio's name, for choosing one (a list's filter); the grids read their facts above. */
export const gameProviderNames = (locale: Locale) =>
  derivedContentQuery(['game-provider-names', locale], async (queryClient) =>
    (await queryClient.ensureQueryData(contentQueries.gameProviders(locale))).map(({ id, name }) => ({ id, name })),
  )

// The payment methods and game studios a block names, in the editor's order (all of them when it
// names none): the grids and the casino list's logos read these views, not the whole collections.
import type { Locale } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import { derivedContentQuery } from '../../api/content/derived-query.ts'
import { selectByIds } from './select-by-ids.ts'

export const paymentProvidersByIds = (locale: Locale, ids: readonly string[] | undefined) =>
  derivedContentQuery(['payment-providers', locale, ids ?? null], async (queryClient) =>
    selectByIds(await queryClient.ensureQueryData(contentQueries.paymentProviders(locale)), ids),
  )

export const gameProvidersByIds = (locale: Locale, ids: readonly string[] | undefined) =>
  derivedContentQuery(['game-providers', locale, ids ?? null], async (queryClient) =>
    // The grid does not link to the studios' websites.
    selectByIds(await queryClient.ensureQueryData(contentQueries.gameProviders(locale)), ids).map(
      ({ website: _, ...shown }) => shown,
    ),
  )

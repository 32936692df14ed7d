import type { QueryClient } from '@tanstack/react-query'
import type { Locale, Website } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import { derivedContentQuery } from '../../api/content/derived-query.ts'
import type { Product } from '../../contracts/content/schemas.ts'
import { marketWhitelist } from '../../products/market-whitelist.ts'
import { rankProducts } from '../../products/ranking.ts'
import { casinoRating } from '../../products/scoring.ts'
import { paymentMethodNames } from '../provider-queries.ts'

/** What a column of the comparison shows of a casino: its attributes, its rating and its studios' names. */
export type ComparedCasino = Pick<
  Product,
  'id' | 'name' | 'logo' | 'scores' | 'bonus' | 'licence' | 'paymentProviderIds' | 'features'
> & { rating: number; gameProviders: string[] }

/**
 * Every casino the site may advertise in the locale (the GGL whitelist where the market has one), as
 * the comparison shows it: a visitor may pick any of them, so the page has all at hand.
 */
export const comparableCasinosQuery = (website: Website, locale: Locale) =>
  derivedContentQuery(['comparable-casinos', website.id, locale], async (queryClient) => {
    const [products, studios, whitelist] = await Promise.all([
      queryClient.ensureQueryData(contentQueries.products(locale)),
      queryClient.ensureQueryData(contentQueries.gameProviders(locale)),
      marketWhitelist(queryClient, website, locale),
    ])
    const studioNames = new Map(studios.map((studio) => [studio.id, studio.name]))
    return rankProducts(products, { whitelist }).map(
      ({ id, name, logo, scores, bonus, licence, paymentProviderIds, features, gameProviderIds }): ComparedCasino => ({
        id,
        name,
        logo,
        scores,
        rating: casinoRating(scores),
        bonus,
        licence,
        paymentProviderIds,
        features,
        gameProviders: gameProviderIds.map((studioId) => studioNames.get(studioId) ?? studioId),
      }),
    )
  })

/** Ensures what the comparison reads: its casinos and the payment methods' names. */
export const loadComparableCasinos = (website: Website, locale: Locale, queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(comparableCasinosQuery(website, locale)),
    queryClient.ensureQueryData(paymentMethodNames(locale)),
  ])

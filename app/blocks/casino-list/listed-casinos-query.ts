import type { Locale, Website } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import { derivedContentQuery } from '../../api/content/derived-query.ts'
import type { PaymentProvider, Product } from '../../api/content/schemas.ts'
import { showsWhitelistedOnly } from '../../products/market-rules.ts'
import { rankProducts } from '../../products/ranking.ts'
import type { CasinoListBlock } from './schema.ts'

/** What a casino card shows of a product. */
export type ListedCasino = Pick<
  Product,
  'id' | 'name' | 'logo' | 'rating' | 'bonus' | 'pros' | 'paymentProviderIds'
> & {
  licence: Pick<Product['licence'], 'number'>
}
/** What a card shows of a payment method: its logo, named. */
export type PaymentLogo = Pick<PaymentProvider, 'id' | 'name' | 'logo'>

/** The casinos a list shows, ranked (app/products/ranking.ts), and the payment methods their cards name. */
export const listedCasinosQuery = (
  website: Website,
  locale: Locale,
  { filter, sort, limit }: Pick<CasinoListBlock, 'filter' | 'sort' | 'limit'>,
) =>
  derivedContentQuery(['listed-casinos', website.id, locale, filter, sort, limit], async (queryClient) => {
    const [products, providers] = await Promise.all([
      queryClient.ensureQueryData(contentQueries.products(locale)),
      queryClient.ensureQueryData(contentQueries.paymentProviders(locale)),
    ])
    const ranked = rankProducts(products, {
      filter,
      sort,
      limit,
      whitelistedOnly: showsWhitelistedOnly(website, locale),
    })
    const named = new Set(ranked.flatMap((product) => product.paymentProviderIds))
    return {
      casinos: ranked.map(
        ({ id, name, logo, rating, bonus, pros, paymentProviderIds, licence }): ListedCasino => ({
          id,
          name,
          logo,
          rating,
          bonus,
          pros,
          paymentProviderIds,
          licence: { number: licence.number },
        }),
      ),
      paymentLogos: providers
        .filter((provider) => named.has(provider.id))
        .map(({ id, name, logo }): PaymentLogo => ({ id, name, logo })),
    }
  })

// The casinos of the site that offer a payment method or a studio's games, ranked as the lists rank
// them (app/products/ranking.ts, GGL whitelist included), as the lists' cards with their click-outs.
import type { Locale, Website } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import { derivedContentQuery } from '../../api/content/derived-query.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { listedCasino } from '../../blocks/casino-list/listed-casinos-query.ts'
import { RankedCasinos } from '../../blocks/casino-list/ranked-casinos.tsx'
import type { BlockContext, BlockLoadContext } from '../../blocks/define-block.ts'
import { paymentMethodNames } from '../../blocks/provider-queries.ts'
import type { Product } from '../../contracts/content/schemas.ts'
import { marketWhitelist } from '../../products/market-whitelist.ts'
import { rankProducts } from '../../products/ranking.ts'

/** What a casino must offer to be listed: a payment method, or games of a studio. */
export type Offer = { paymentProviderId: string } | { gameProviderId: string }

const offers = (product: Product, offer: Offer) =>
  'paymentProviderId' in offer
    ? product.paymentProviderIds.includes(offer.paymentProviderId)
    : product.gameProviderIds.includes(offer.gameProviderId)

export const offeringCasinosQuery = (website: Website, locale: Locale, offer: Offer) =>
  derivedContentQuery(['offering-casinos', website.id, locale, offer], async (queryClient) => {
    const products = await queryClient.ensureQueryData(contentQueries.products(locale))
    return rankProducts(
      products.filter((product) => offers(product, offer)),
      { sort: 'rank', whitelist: await marketWhitelist(queryClient, website, locale) },
    ).map(listedCasino)
  })

export function loadOfferingCasinos(offer: Offer, { website, locale, queryClient }: BlockLoadContext) {
  return Promise.all([
    queryClient.ensureQueryData(offeringCasinosQuery(website, locale, offer)),
    queryClient.ensureQueryData(paymentMethodNames(locale)),
    queryClient.ensureQueryData(contentQueries.components(locale)),
  ])
}

export function OfferingCasinos({ heading, offer, context }: { heading: string; offer: Offer; context: BlockContext }) {
  const { website, locale } = context
  const { data: casinos } = useLoadedQuery(offeringCasinosQuery(website, locale, offer))
  return (
    <RankedCasinos
      heading={heading}
      className="casino-list entry-page__casinos"
      casinos={casinos}
      website={website}
      locale={locale}
    />
  )
}

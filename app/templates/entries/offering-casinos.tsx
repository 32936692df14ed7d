// The casinos of the site that offer a payment method or a studio's games, ranked as the lists rank
// them (app/products/ranking.ts, GGL whitelist included), as the lists' cards with their click-outs.
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Locale, Website } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import { derivedContentQuery } from '../../api/content/derived-query.ts'
import { CasinoCard } from '../../blocks/casino-list/casino-card.tsx'
import { listedCasino } from '../../blocks/casino-list/listed-casinos-query.ts'
import type { BlockContext, BlockLoadContext } from '../../blocks/define-block.ts'
import { paymentMethodNames } from '../../blocks/provider-queries.ts'
import type { Product } from '../../contracts/content/schemas.ts'
import { showsWhitelistedOnly } from '../../products/market-rules.ts'
import { rankProducts } from '../../products/ranking.ts'
import { entryPath } from '../../routing/entry-paths.ts'
import { BlockSection } from '../../ui/block-section.tsx'

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
      { sort: 'rank', whitelistedOnly: showsWhitelistedOnly(website, locale) },
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
  const { data: casinos } = useSuspenseQuery(offeringCasinosQuery(website, locale, offer))
  const { data: paymentMethods } = useSuspenseQuery(paymentMethodNames(locale))
  return (
    <BlockSection heading={heading} className="casino-list entry-page__casinos">
      {casinos.length === 0 ? (
        <p className="empty-state">
          <Trans>Derzeit erfüllt kein Casino diese Kriterien. Schauen Sie bald wieder vorbei.</Trans>
        </p>
      ) : (
        <ol className="casino-list__items" data-product-list="">
          {casinos.map((casino, index) => (
            <CasinoCard
              key={casino.id}
              product={casino}
              position={index + 1}
              paymentMethods={paymentMethods}
              locale={locale}
              reviewPath={entryPath(website, 'CasinoReview', locale, casino.id)}
            />
          ))}
        </ol>
      )}
    </BlockSection>
  )
}

import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { contentQueries } from '../../api/content/client.ts'
import { showsWhitelistedOnly } from '../../products/market-rules.ts'
import { rankProducts } from '../../products/ranking.ts'
import type { BlockComponentProps } from '../define-block.ts'
import { BlockSection } from '../ui/block-section.tsx'
import { CasinoCard } from './casino-card.tsx'
import type { CasinoListBlock } from './schema.ts'

export function CasinoList({ block, context }: BlockComponentProps<CasinoListBlock>) {
  const { data: products } = useSuspenseQuery(contentQueries.products(context.locale))
  const { data: paymentProviders } = useSuspenseQuery(contentQueries.paymentProviders(context.locale))
  const ranked = rankProducts(products, {
    filter: block.filter,
    sort: block.sort,
    limit: block.limit,
    whitelistedOnly: showsWhitelistedOnly(context.website, context.locale),
  })
  return (
    <BlockSection heading={block.heading} className="casino-list">
      {ranked.length === 0 ? (
        <p className="empty-state">
          <Trans>Derzeit erfüllt kein Casino diese Kriterien. Schauen Sie bald wieder vorbei.</Trans>
        </p>
      ) : (
        <ol className="casino-list__items" data-product-list="">
          {ranked.map((product, index) => (
            <CasinoCard
              key={product.id}
              product={product}
              position={index + 1}
              paymentProviders={paymentProviders}
              locale={context.locale}
            />
          ))}
        </ol>
      )}
    </BlockSection>
  )
}

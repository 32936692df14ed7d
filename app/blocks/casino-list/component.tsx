import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { BlockSection } from '../../ui/block-section.tsx'
import type { BlockComponentProps } from '../define-block.ts'
import { paymentMethodNames } from '../provider-queries.ts'
import { CasinoCard } from './casino-card.tsx'
import { listedCasinosQuery } from './listed-casinos-query.ts'
import type { CasinoListBlock } from './schema.ts'

export function CasinoList({ block, context }: BlockComponentProps<CasinoListBlock>) {
  const { data: ranked } = useSuspenseQuery(listedCasinosQuery(context.website, context.locale, block))
  const { data: paymentMethods } = useSuspenseQuery(paymentMethodNames(context.locale))
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
              paymentMethods={paymentMethods}
              locale={context.locale}
            />
          ))}
        </ol>
      )}
    </BlockSection>
  )
}

import { useSuspenseQuery } from '@tanstack/react-query'
import { contentQueries } from '../../api/content/client.ts'
import { selectFinanceProducts } from '../../products/finance-selection.ts'
import { BlockSection } from '../../ui/block-section.tsx'
import type { BlockComponentProps } from '../define-block.ts'
import { FinanceProductItems } from './finance-product-items.tsx'
import type { FinanceProductListBlock } from './schema.ts'

export function FinanceProductList({ block, context }: BlockComponentProps<FinanceProductListBlock>) {
  const { data: products } = useSuspenseQuery(contentQueries.financeProducts(context.locale))
  return (
    <BlockSection heading={block.heading} className={`finance-list finance-list--${block.presentation}`}>
      <FinanceProductItems
        products={selectFinanceProducts(products, block.selection)}
        ranked={block.presentation === 'ranked'}
        locale={context.locale}
      />
    </BlockSection>
  )
}

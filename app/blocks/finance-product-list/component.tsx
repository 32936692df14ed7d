import { contentQueries } from '../../api/content/client.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { isListNarrowed, offeredSearch } from '../../contracts/list-search.ts'
import { selectFinanceProducts } from '../../products/finance-selection.ts'
import { BlockSection } from '../../ui/block-section.tsx'
import type { BlockComponentProps } from '../define-block.ts'
import { NarrowedToNothing } from '../list-controls.tsx'
import { FinanceListControls } from './finance-list-controls.tsx'
import { FinanceProductItems } from './finance-product-items.tsx'
import type { FinanceProductListBlock } from './schema.ts'

export function FinanceProductList({ block, context }: BlockComponentProps<FinanceProductListBlock>) {
  const { data: products } = useLoadedQuery(contentQueries.financeProducts(context.locale))
  const offered = block.visitorFilters ?? []
  const search = offeredSearch(context.listSearch ?? {}, offered)
  const shown = selectFinanceProducts(products, block.selection, search)
  return (
    <BlockSection heading={block.heading} className={`finance-list finance-list--${block.presentation}`}>
      <FinanceListControls
        offered={offered}
        kinds={block.selection.kinds}
        search={search}
        shown={shown.length}
        locale={context.locale}
      />
      {shown.length === 0 && isListNarrowed(search) ? (
        <NarrowedToNothing />
      ) : (
        <FinanceProductItems
          products={shown}
          ranked={block.presentation === 'ranked'}
          website={context.website}
          locale={context.locale}
          comparable
        />
      )}
    </BlockSection>
  )
}

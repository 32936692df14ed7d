import { defineBlockView } from '../define-block.ts'
import { FinanceProductList } from './component.tsx'
import { loadFinanceProducts } from './load-finance-products.ts'
import type { FinanceProductListBlock } from './schema.ts'

export const financeProductListView = defineBlockView<FinanceProductListBlock>({
  Component: FinanceProductList,
  load: loadFinanceProducts,
})

import { defineBlock } from '../define-block.ts'
import { FinanceProductList } from './component.tsx'
import { loadFinanceProducts } from './load-finance-products.ts'
import { financeProductListBlockSchema } from './schema.ts'

export const financeProductListBlock = defineBlock({
  schema: financeProductListBlockSchema,
  Component: FinanceProductList,
  load: loadFinanceProducts,
})

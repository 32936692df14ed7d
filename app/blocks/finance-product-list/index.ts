import { defineBlock } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { loadFinanceProducts } from './load-finance-products.ts'
import { financeProductListBlockSchema } from './schema.ts'

export const financeProductListBlock = defineBlock({
  schema: financeProductListBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.FinanceProductList)),
  load: loadFinanceProducts,
})

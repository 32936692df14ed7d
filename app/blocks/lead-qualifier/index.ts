import { defineBlock } from '../define-block.ts'
import { loadFinanceProducts } from '../finance-product-list/load-finance-products.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { leadQualifierBlockSchema } from './schema.ts'

export const leadQualifierBlock = defineBlock({
  schema: leadQualifierBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.LeadQualifier)),
  load: loadFinanceProducts,
})

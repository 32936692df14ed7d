import { defineBlockView } from '../define-block.ts'
import { loadFinanceProducts } from '../finance-product-list/load-finance-products.ts'
import { lazyBlockComponent } from '../lazy-block.tsx'
import type { LeadQualifierBlock } from './schema.ts'

export const leadQualifierView = defineBlockView<LeadQualifierBlock>({
  ...lazyBlockComponent(() => import('./component.tsx').then((module) => module.LeadQualifier)),
  load: loadFinanceProducts,
})

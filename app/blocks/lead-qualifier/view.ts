import { defineBlockView } from '../define-block.ts'
import { loadFinanceProducts } from '../finance-product-list/load-finance-products.ts'
import { LeadQualifier } from './component.tsx'
import type { LeadQualifierBlock } from './schema.ts'

export const leadQualifierView = defineBlockView<LeadQualifierBlock>({
  Component: LeadQualifier,
  load: loadFinanceProducts,
})

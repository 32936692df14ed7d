import { defineBlock } from '../define-block.ts'
import { loadFinanceProducts } from '../finance-product-list/load-finance-products.ts'
import { LeadQualifier } from './component.tsx'
import { leadQualifierBlockSchema } from './schema.ts'

export const leadQualifierBlock = defineBlock({
  schema: leadQualifierBlockSchema,
  Component: LeadQualifier,
  load: loadFinanceProducts,
})

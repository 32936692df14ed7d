import { defineBlock } from '../define-block.ts'
import { type FinanceProductListBlock, financeProductListBlockSchema } from './schema.ts'

export const financeProductListExample: FinanceProductListBlock = {
  blockType: 'financeProductList',
  heading: 'Die besten Kreditkarten',
  selection: { kinds: ['credit-card'] },
  presentation: 'cards',
}

export const financeProductListBlock = defineBlock({
  schema: financeProductListBlockSchema,
  example: financeProductListExample,
  cms: { outboundLinks: 'always' },
})

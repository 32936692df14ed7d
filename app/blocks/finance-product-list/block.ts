import { defineBlock } from '../define-block.ts'
import { financeProductListBlockSchema, financeProductListExample } from './schema.ts'

export const financeProductListBlock = defineBlock({
  schema: financeProductListBlockSchema,
  example: financeProductListExample,
  cms: { outboundLinks: 'always' },
})

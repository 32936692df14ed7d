import { defineBlock } from '../define-block.ts'
import { tableBlockSchema, tableExample } from './schema.ts'

export const tableBlock = defineBlock({
  schema: tableBlockSchema,
  example: tableExample,
  cms: {},
})

import { defineBlock } from '../define-block.ts'
import { leadQualifierBlockSchema, leadQualifierExample } from './schema.ts'

export const leadQualifierBlock = defineBlock({
  schema: leadQualifierBlockSchema,
  example: leadQualifierExample,
  cms: { outboundLinks: 'always' },
})

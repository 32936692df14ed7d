import { defineBlock } from '../define-block.ts'
import { slotsGridBlockSchema, slotsGridExample } from './schema.ts'

export const slotsGridBlock = defineBlock({
  schema: slotsGridBlockSchema,
  example: slotsGridExample,
  cms: { references: [{ path: 'gameProviderId', collection: 'gameProviders' }] },
})

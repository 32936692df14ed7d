import { defineBlock } from '../define-block.ts'
import { type SlotsGridBlock, slotsGridBlockSchema } from './schema.ts'

export const slotsGridExample: SlotsGridBlock = { blockType: 'slotsGrid', heading: 'Beliebte Slots', limit: 6 }

export const slotsGridBlock = defineBlock({
  schema: slotsGridBlockSchema,
  example: slotsGridExample,
  cms: { references: [{ path: 'gameProviderId', collection: 'gameProviders' }] },
})

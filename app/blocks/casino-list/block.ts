import { defineBlock } from '../define-block.ts'
import { casinoListBlockSchema, casinoListExample } from './schema.ts'

export const casinoListBlock = defineBlock({
  schema: casinoListBlockSchema,
  example: casinoListExample,
  cms: {
    outboundLinks: 'always',
    references: [{ path: 'filter.paymentProviderId', collection: 'paymentProviders' }],
  },
})

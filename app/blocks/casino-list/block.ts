import { defineBlock } from '../define-block.ts'
import { type CasinoListBlock, casinoListBlockSchema } from './schema.ts'

export const casinoListExample: CasinoListBlock = {
  blockType: 'casinoList',
  heading: 'Online Casinos mit PayPal',
  filter: { paymentProviderId: 'paypal' },
  sort: 'rank',
  limit: 10,
}

export const casinoListBlock = defineBlock({
  schema: casinoListBlockSchema,
  example: casinoListExample,
  cms: {
    outboundLinks: 'always',
    references: [{ path: 'filter.paymentProviderId', collection: 'paymentProviders' }],
  },
})

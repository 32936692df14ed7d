import { defineBlock } from '../define-block.ts'
import { paymentProviderGridBlockSchema, paymentProviderGridExample } from './schema.ts'

export const paymentProviderGridBlock = defineBlock({
  schema: paymentProviderGridBlockSchema,
  example: paymentProviderGridExample,
  cms: { references: [{ path: 'providerIds[]', collection: 'paymentProviders' }] },
})

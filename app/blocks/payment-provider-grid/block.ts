import { defineBlock } from '../define-block.ts'
import { type PaymentProviderGridBlock, paymentProviderGridBlockSchema } from './schema.ts'

export const paymentProviderGridExample: PaymentProviderGridBlock = {
  blockType: 'paymentProviderGrid',
  heading: 'Beliebte Zahlungsmethoden',
  providerIds: ['paypal', 'trustly', 'paysafecard'],
}

export const paymentProviderGridBlock = defineBlock({
  schema: paymentProviderGridBlockSchema,
  example: paymentProviderGridExample,
  cms: { references: [{ path: 'providerIds[]', collection: 'paymentProviders' }] },
})

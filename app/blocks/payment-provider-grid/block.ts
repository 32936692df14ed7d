import { blockIdLabel, headingLabel } from '../../contracts/field-labels.ts'
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
  cms: {
    labels: {
      singular: { de: 'Zahlungsmethoden-Raster', en: 'Payment method grid' },
      plural: { de: 'Zahlungsmethoden-Raster', en: 'Payment method grids' },
    },
    fields: {
      id: blockIdLabel,
      heading: headingLabel,
      providerIds: {
        label: { de: 'Zahlungsmethoden (IDs)', en: 'Payment methods (IDs)' },
        description: { de: 'Leer lassen für alle Zahlungsmethoden.', en: 'Leave empty for all payment methods.' },
      },
    },
    references: [{ path: 'providerIds[]', collection: 'paymentProviders' }],
  },
})

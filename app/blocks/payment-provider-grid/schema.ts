import { z } from 'zod'
import { headingSchema, slugSchema } from '../shared-schemas.ts'

/** Payment methods as cards; without ids it shows all of them. */
export const paymentProviderGridBlockSchema = z.object({
  blockType: z.literal('paymentProviderGrid'),
  id: z.string().optional(),
  heading: headingSchema.optional(),
  providerIds: z.array(slugSchema).optional(),
})
export type PaymentProviderGridBlock = z.infer<typeof paymentProviderGridBlockSchema>

export const paymentProviderGridExample: PaymentProviderGridBlock = {
  blockType: 'paymentProviderGrid',
  heading: 'Beliebte Zahlungsmethoden',
  providerIds: ['paypal', 'trustly', 'paysafecard'],
}

import { headingSchema, slugSchema } from '../../contracts/block-fields.ts'
import { lazySchema, z } from '../../lib/zod.ts'

/** Payment methods as cards; without ids it shows all of them. */
export const paymentProviderGridBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('paymentProviderGrid'),
    id: z.optional(z.string()),
    heading: z.optional(headingSchema),
    providerIds: z.optional(z.array(slugSchema)),
  }),
)
export type PaymentProviderGridBlock = z.infer<typeof paymentProviderGridBlockSchema>

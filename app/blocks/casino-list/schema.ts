import { z } from 'zod'
import { casinoFeatureSchema } from '../../api/content/schemas.ts'
import { headingSchema, slugSchema } from '../shared-schemas.ts'

export const casinoListFilterSchema = z
  .object({
    /** Only casinos taking this payment provider (its id, e.g. paypal). */
    paymentProviderId: slugSchema.optional(),
    feature: casinoFeatureSchema.optional(),
    bonus: z.enum(['any', 'free-spins', 'no-deposit', 'code', 'welcome']).optional(),
  })
  .strict()
export type CasinoListFilter = z.infer<typeof casinoListFilterSchema>

/** The comparison list: which casinos a route shows is decided by its filter, set in the CMS. */
export const casinoListBlockSchema = z.object({
  blockType: z.literal('casinoList'),
  id: z.string().optional(),
  heading: headingSchema.optional(),
  filter: casinoListFilterSchema,
  sort: z.enum(['rank', 'rating', 'bonus-amount', 'newest']).default('rank'),
  limit: z.number().int().min(1).max(50).optional(),
})
export type CasinoListBlock = z.infer<typeof casinoListBlockSchema>

export const casinoListExample: CasinoListBlock = {
  blockType: 'casinoList',
  heading: 'Online Casinos mit PayPal',
  filter: { paymentProviderId: 'paypal' },
  sort: 'rank',
  limit: 10,
}

import { headingSchema, slugSchema } from '../../contracts/block-fields.ts'
import { casinoFeatureSchema } from '../../contracts/content/schemas.ts'
import { lazySchema, z } from '../../lib/zod.ts'

const casinoListFilterSchema = lazySchema(() =>
  z.strictObject({
    /** Only casinos taking this payment provider (its id, e.g. paypal). */
    paymentProviderId: z.optional(slugSchema),
    feature: z.optional(casinoFeatureSchema),
    bonus: z.optional(z.enum(['any', 'free-spins', 'no-deposit', 'code', 'welcome'])),
  }),
)
export type CasinoListFilter = z.infer<typeof casinoListFilterSchema>

/** The comparison list: which casinos a route shows is decided by its filter, set in the CMS. */
export const casinoListBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('casinoList'),
    id: z.optional(z.string()),
    heading: z.optional(headingSchema),
    filter: casinoListFilterSchema,
    sort: z._default(z.enum(['rank', 'rating', 'bonus-amount', 'newest']), 'rank'),
    limit: z.optional(z.int().check(z.gte(1), z.lte(50))),
  }),
)
export type CasinoListBlock = z.infer<typeof casinoListBlockSchema>

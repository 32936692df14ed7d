// What a product list may select and how it orders, as the CMS sets it on a list block: the casino
// list's filter and sort, a finance list's selection. The block schemas embed these; the ranking
// rules (app/products/) read them, so the rules need no block.

import { lazySchema, z } from '../lib/zod.ts'
import { slugSchema } from './block-fields.ts'
import { casinoFeatureSchema, financeProductKindSchema } from './content/schemas.ts'

export const casinoListFilterSchema = lazySchema(() =>
  z.strictObject({
    /** Only casinos taking this payment provider (its id, e.g. paypal). */
    paymentProviderId: z.optional(slugSchema),
    feature: z.optional(casinoFeatureSchema),
    bonus: z.optional(z.enum(['any', 'free-spins', 'no-deposit', 'code', 'welcome'])),
  }),
)
export type CasinoListFilter = z.infer<typeof casinoListFilterSchema>

export const casinoListSortSchema = z.enum(['rank', 'rating', 'bonus-amount', 'newest'])
export type CasinoListSort = z.infer<typeof casinoListSortSchema>

/** How a finance list reads: numbered by rank (a ranking) or as a plain set of offers. */
export const financeListPresentationSchema = z.enum(['ranked', 'cards'])

/** Which finance products a list shows; the CMS picks kinds and, for brokers, what they broker. */
export const financeSelectionSchema = lazySchema(() =>
  z.object({
    kinds: z.array(financeProductKindSchema).check(z.minLength(1)),
    covers: z.optional(z.enum(['loan', 'debt'])),
    limit: z.optional(z.int().check(z.gte(1), z.lte(50))),
  }),
)
export type FinanceSelection = z.infer<typeof financeSelectionSchema>

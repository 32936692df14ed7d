import { headingSchema } from '../../contracts/block-fields.ts'
import { financeProductKindSchema } from '../../contracts/content/schemas.ts'
import { lazySchema, z } from '../../lib/zod.ts'

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

export const financeProductListBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('financeProductList'),
    id: z.optional(z.string()),
    heading: z.optional(headingSchema),
    selection: financeSelectionSchema,
    presentation: z._default(financeListPresentationSchema, 'cards'),
  }),
)
export type FinanceProductListBlock = z.infer<typeof financeProductListBlockSchema>

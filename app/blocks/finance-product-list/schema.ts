import { z } from 'zod'
import { financeProductKindSchema } from '../../api/content/schemas.ts'
import { headingSchema } from '../shared-schemas.ts'

/** How a finance list reads: numbered by rank (a ranking) or as a plain set of offers. */
export const financeListPresentationSchema = z.enum(['ranked', 'cards'])

/** Which finance products a list shows; the CMS picks kinds and, for brokers, what they broker. */
export const financeSelectionSchema = z.object({
  kinds: z.array(financeProductKindSchema).min(1),
  covers: z.enum(['loan', 'debt']).optional(),
  limit: z.number().int().min(1).max(50).optional(),
})

export const financeProductListBlockSchema = z.object({
  blockType: z.literal('financeProductList'),
  id: z.string().optional(),
  heading: headingSchema.optional(),
  selection: financeSelectionSchema,
  presentation: financeListPresentationSchema.default('cards'),
})
export type FinanceProductListBlock = z.infer<typeof financeProductListBlockSchema>

export const financeProductListExample: FinanceProductListBlock = {
  blockType: 'financeProductList',
  heading: 'Die besten Kreditkarten',
  selection: { kinds: ['credit-card'] },
  presentation: 'cards',
}

import { headingSchema } from '../../contracts/block-fields.ts'
import { financeListPresentationSchema, financeSelectionSchema } from '../../contracts/product-selection.ts'
import { lazySchema, z } from '../../lib/zod.ts'

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

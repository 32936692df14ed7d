import { headingSchema } from '../../contracts/block-fields.ts'
import { financeVisitorFilters } from '../../contracts/list-search.ts'
import { financeListPresentationSchema, financeSelectionSchema } from '../../contracts/product-selection.ts'
import { lazySchema, z } from '../../lib/zod.ts'

export const financeProductListBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('financeProductList'),
    id: z.optional(z.string()),
    heading: z.optional(headingSchema),
    selection: financeSelectionSchema,
    presentation: z._default(financeListPresentationSchema, 'cards'),
    /** The filters visitors may set above the list (app/contracts/list-search.ts); sorting is always offered. */
    visitorFilters: z.optional(z.array(z.enum(financeVisitorFilters))),
  }),
)
export type FinanceProductListBlock = z.infer<typeof financeProductListBlockSchema>

import { headingSchema } from '../../contracts/block-fields.ts'
import { financeListPresentationSchema, financeSelectionSchema } from '../../contracts/product-selection.ts'
import { lazySchema, z } from '../../lib/zod.ts'
import { questionsSchema } from '../survey/questions.ts'

/** Questions beside a list: each answer narrows the list to the products that suit it. */
export const leadQualifierBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('leadQualifier'),
    id: z.optional(z.string()),
    heading: z.optional(headingSchema),
    questions: questionsSchema,
    selection: financeSelectionSchema,
    presentation: z._default(financeListPresentationSchema, 'ranked'),
  }),
)
export type LeadQualifierBlock = z.infer<typeof leadQualifierBlockSchema>

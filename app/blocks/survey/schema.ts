import { headingSchema } from '../../contracts/block-fields.ts'
import { financeSelectionSchema } from '../../contracts/product-selection.ts'
import { lazySchema, z } from '../../lib/zod.ts'
import { questionsSchema } from './questions.ts'

/** A multi-step survey: one question per step, then the products ranked by the answers. */
export const surveyBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('survey'),
    id: z.optional(z.string()),
    heading: headingSchema,
    steps: questionsSchema,
    selection: financeSelectionSchema,
    resultHeading: headingSchema,
  }),
)
export type SurveyBlock = z.infer<typeof surveyBlockSchema>

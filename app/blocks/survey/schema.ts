import { z } from '../../lib/zod.ts'
import { financeSelectionSchema } from '../finance-product-list/schema.ts'
import { headingSchema } from '../shared-schemas.ts'
import { questionsSchema } from './questions.ts'

/** A multi-step survey: one question per step, then the products ranked by the answers. */
export const surveyBlockSchema = z.object({
  blockType: z.literal('survey'),
  id: z.optional(z.string()),
  heading: headingSchema,
  steps: questionsSchema,
  selection: financeSelectionSchema,
  resultHeading: headingSchema,
})
export type SurveyBlock = z.infer<typeof surveyBlockSchema>

export const surveyExample: SurveyBlock = {
  blockType: 'survey',
  heading: 'Kreditcheck in zwei Fragen',
  steps: [
    {
      id: 'betrag',
      question: 'Wie viel möchten Sie leihen?',
      options: [
        { value: 'klein', label: 'Bis 5.000 €', tags: ['small'] },
        { value: 'gross', label: 'Mehr als 5.000 €', tags: ['large'] },
      ],
    },
    {
      id: 'laufzeit',
      question: 'Wie lange möchten Sie zurückzahlen?',
      options: [
        { value: 'kurz', label: 'Bis 3 Jahre', tags: ['short-term'] },
        { value: 'lang', label: 'Länger', tags: [] },
      ],
    },
  ],
  selection: { kinds: ['loan'] },
  resultHeading: 'Ihre passenden Angebote',
}

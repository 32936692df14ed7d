import { z } from 'zod'
import { headingSchema } from '../shared-schemas.ts'

/** Questions and answers: an accordion for people, FAQPage JSON-LD for search engines. */
export const faqBlockSchema = z.object({
  blockType: z.literal('faq'),
  id: z.string().optional(),
  heading: headingSchema.optional(),
  items: z.array(z.object({ question: z.string().min(1).max(200), answer: z.string().min(1).max(5_000) })).min(1),
})
export type FaqBlock = z.infer<typeof faqBlockSchema>

export const faqExample: FaqBlock = {
  blockType: 'faq',
  heading: 'Häufige Fragen',
  items: [{ question: 'Sind Online Casinos in Deutschland legal?', answer: '<p>Ja, mit einer Lizenz der GGL.</p>' }],
}

import { headingSchema } from '../../contracts/block-fields.ts'
import { lazySchema, z } from '../../lib/zod.ts'

/** Questions and answers: an accordion for people, FAQPage JSON-LD for search engines. */
export const faqBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('faq'),
    id: z.optional(z.string()),
    heading: z.optional(headingSchema),
    items: z
      .array(
        z.object({
          question: z.string().check(z.minLength(1), z.maxLength(200)),
          answer: z.string().check(z.minLength(1), z.maxLength(5_000)),
        }),
      )
      .check(z.minLength(1)),
  }),
)
export type FaqBlock = z.infer<typeof faqBlockSchema>

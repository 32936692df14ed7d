import { z } from 'zod'
import { headingSchema, slugSchema } from '../shared-schemas.ts'

/** Article teasers: the featured ones, or by author, or a hand-picked list of post names. */
export const articleSummariesBlockSchema = z.object({
  blockType: z.literal('articleSummaries'),
  id: z.string().optional(),
  heading: headingSchema.optional(),
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('featured') }),
    z.object({ kind: z.literal('author'), authorId: slugSchema }),
    z.object({ kind: z.literal('names'), names: z.array(slugSchema).min(1) }),
  ]),
  limit: z.number().int().min(1).max(12).default(3),
})
export type ArticleSummariesBlock = z.infer<typeof articleSummariesBlockSchema>

export const articleSummariesExample: ArticleSummariesBlock = {
  blockType: 'articleSummaries',
  heading: 'Ratgeber',
  source: { kind: 'featured' },
  limit: 3,
}

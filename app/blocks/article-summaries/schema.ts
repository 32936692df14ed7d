import { headingSchema, slugSchema } from '../../contracts/block-fields.ts'
import { lazySchema, z } from '../../lib/zod.ts'

/** Article teasers: the featured ones, or by author, or a hand-picked list of post names. */
export const articleSummariesBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('articleSummaries'),
    id: z.optional(z.string()),
    heading: z.optional(headingSchema),
    source: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('featured') }),
      z.object({ kind: z.literal('author'), authorId: slugSchema }),
      z.object({ kind: z.literal('names'), names: z.array(slugSchema).check(z.minLength(1)) }),
    ]),
    limit: z._default(z.int().check(z.gte(1), z.lte(12)), 3),
  }),
)
export type ArticleSummariesBlock = z.infer<typeof articleSummariesBlockSchema>

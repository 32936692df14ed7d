import { headingSchema, slugSchema } from '../../contracts/block-fields.ts'
import { lazySchema, z } from '../../lib/zod.ts'

/** The page's opening: its one h1, an intro paragraph, and who wrote and checked it. */
export const heroBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('hero'),
    id: z.optional(z.string()),
    heading: headingSchema,
    intro: z.string().check(z.minLength(1), z.maxLength(600)),
    authorId: z.optional(slugSchema),
    updatedAt: z.optional(z.iso.date()),
  }),
)
export type HeroBlock = z.infer<typeof heroBlockSchema>

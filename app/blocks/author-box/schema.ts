import { slugSchema } from '../../contracts/block-fields.ts'
import { lazySchema, z } from '../../lib/zod.ts'

/** Who wrote the page: name, role, short bio (E-E-A-T for reviews). */
export const authorBoxBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('authorBox'),
    id: z.optional(z.string()),
    authorId: slugSchema,
  }),
)
export type AuthorBoxBlock = z.infer<typeof authorBoxBlockSchema>

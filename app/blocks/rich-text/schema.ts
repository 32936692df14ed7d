import { lazySchema, z } from '../../lib/zod.ts'

/** Editorial HTML. Sanitised on the server before it is rendered; the schema only bounds its size. */
export const richTextBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('richText'),
    id: z.optional(z.string()),
    html: z.string().check(z.minLength(1), z.maxLength(100_000)),
  }),
)
export type RichTextBlock = z.infer<typeof richTextBlockSchema>

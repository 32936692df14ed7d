import { headingSchema, linkSchema } from '../../contracts/block-fields.ts'
import { lazySchema, z } from '../../lib/zod.ts'

/** A highlighted box with one link; an external link is treated as an outbound affiliate link. */
export const callToActionBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('callToAction'),
    id: z.optional(z.string()),
    heading: headingSchema,
    text: z.string().check(z.minLength(1), z.maxLength(400)),
    link: linkSchema,
  }),
)
export type CallToActionBlock = z.infer<typeof callToActionBlockSchema>

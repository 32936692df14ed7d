import { lazySchema, z } from '../../lib/zod.ts'

/** Says that outbound links earn a commission; it must stand before the first outbound link. */
export const affiliateDisclosureBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('affiliateDisclosure'),
    id: z.optional(z.string()),
    /** Overrides the site-wide disclosure text from the components. */
    text: z.optional(z.string().check(z.minLength(1), z.maxLength(600))),
  }),
)
export type AffiliateDisclosureBlock = z.infer<typeof affiliateDisclosureBlockSchema>

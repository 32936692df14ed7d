import { z } from 'zod'

/** Says that outbound links earn a commission; it must stand before the first outbound link. */
export const affiliateDisclosureBlockSchema = z.object({
  blockType: z.literal('affiliateDisclosure'),
  id: z.string().optional(),
  /** Overrides the site-wide disclosure text from the components. */
  text: z.string().min(1).max(600).optional(),
})
export type AffiliateDisclosureBlock = z.infer<typeof affiliateDisclosureBlockSchema>

export const affiliateDisclosureExample: AffiliateDisclosureBlock = { blockType: 'affiliateDisclosure' }

import { headingSchema } from '../../contracts/block-fields.ts'
import { lazySchema, z } from '../../lib/zod.ts'

/**
 * The cookie policy's list: every consent category with the site's own cookies and each tracking
 * integration that may run on the site (its provider, purpose and cookies). Nothing of it is
 * written here: categories and the site's own cookies come from the CMS's cookie collections, the
 * integrations from the code that runs them (app/integrations), so the page cannot drift from
 * what the consent dialog asks for and what the site loads.
 */
export const cookiePolicyBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('cookiePolicy'),
    id: z.optional(z.string()),
    heading: z.optional(headingSchema),
  }),
)
export type CookiePolicyBlock = z.infer<typeof cookiePolicyBlockSchema>

import { headingSchema, slugSchema } from '../../contracts/block-fields.ts'
import { lazySchema, z } from '../../lib/zod.ts'
import { signupPurposes } from '../../signups/signup-schema.ts'

/** The signup form. On white-label pages it names the partner (branding from the site config);
 * the extended forms ask for the amount of a loan or of the debt to refinance. */
export const signupFormBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('signupForm'),
    id: z.optional(z.string()),
    heading: headingSchema,
    intro: z.optional(z.string().check(z.minLength(1), z.maxLength(400))),
    partnerId: z.optional(slugSchema),
    purpose: z.optional(z.enum(signupPurposes)),
  }),
)
export type SignupFormBlock = z.infer<typeof signupFormBlockSchema>

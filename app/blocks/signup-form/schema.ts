import { z } from 'zod'
import { signupPurposes } from '../../signups/signup-schema.ts'
import { headingSchema, slugSchema } from '../shared-schemas.ts'

/** The signup form. On white-label pages it names the partner (branding from the site config);
 * the extended forms ask for the amount of a loan or of the debt to refinance. */
export const signupFormBlockSchema = z.object({
  blockType: z.literal('signupForm'),
  id: z.string().optional(),
  heading: headingSchema,
  intro: z.string().min(1).max(400).optional(),
  partnerId: slugSchema.optional(),
  purpose: z.enum(signupPurposes).optional(),
})
export type SignupFormBlock = z.infer<typeof signupFormBlockSchema>

export const signupFormExample: SignupFormBlock = {
  blockType: 'signupForm',
  heading: 'Jetzt unverbindlich anfragen',
  intro: 'Wir melden uns innerhalb eines Werktags mit passenden Angeboten.',
}

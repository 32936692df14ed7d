import { z } from 'zod'
import { headingSchema, linkSchema } from '../shared-schemas.ts'

/** A highlighted box with one link; an external link is treated as an outbound affiliate link. */
export const callToActionBlockSchema = z.object({
  blockType: z.literal('callToAction'),
  id: z.string().optional(),
  heading: headingSchema,
  text: z.string().min(1).max(400),
  link: linkSchema,
})
export type CallToActionBlock = z.infer<typeof callToActionBlockSchema>

export const callToActionExample: CallToActionBlock = {
  blockType: 'callToAction',
  heading: 'Alle Bonusangebote im Vergleich',
  text: 'Finden Sie den Casino Bonus, der zu Ihrem Spielstil passt.',
  link: { label: 'Zum Bonusvergleich', href: '/casino-boni/' },
}

import { z } from 'zod'
import { headingSchema, slugSchema } from '../shared-schemas.ts'

/** The page's opening: its one h1, an intro paragraph, and who wrote and checked it. */
export const heroBlockSchema = z.object({
  blockType: z.literal('hero'),
  id: z.string().optional(),
  heading: headingSchema,
  intro: z.string().min(1).max(600),
  authorId: slugSchema.optional(),
  updatedAt: z.iso.date().optional(),
})
export type HeroBlock = z.infer<typeof heroBlockSchema>

export const heroExample: HeroBlock = {
  blockType: 'hero',
  heading: 'Die besten Online Casinos in Deutschland 2026',
  intro: 'Wir vergleichen legale Online Casinos mit deutscher Lizenz: Bonus, Auszahlung und Spielauswahl.',
  authorId: 'lena-hoffmann',
  updatedAt: '2026-11-01',
}

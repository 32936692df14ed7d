import { defineBlock } from '../define-block.ts'
import { type HeroBlock, heroBlockSchema } from './schema.ts'

export const heroExample: HeroBlock = {
  blockType: 'hero',
  heading: 'Die besten Online Casinos in Deutschland 2026',
  intro: 'Wir vergleichen legale Online Casinos mit deutscher Lizenz: Bonus, Auszahlung und Spielauswahl.',
  authorId: 'lena-hoffmann',
  updatedAt: '2026-11-01',
}

export const heroBlock = defineBlock({
  schema: heroBlockSchema,
  example: heroExample,
  cms: { references: [{ path: 'authorId', collection: 'authors' }] },
})

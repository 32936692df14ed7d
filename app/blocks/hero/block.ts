import { blockIdLabel } from '../../contracts/field-labels.ts'
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
  cms: {
    labels: { singular: { de: 'Seitenkopf', en: 'Hero' }, plural: { de: 'Seitenköpfe', en: 'Heroes' } },
    fields: {
      id: blockIdLabel,
      heading: {
        label: { de: 'Hauptüberschrift (H1)', en: 'Main heading (H1)' },
        description: { de: 'Die eine H1 der Seite.', en: 'The page’s one H1.' },
      },
      intro: { label: { de: 'Einleitung', en: 'Intro' } },
      authorId: {
        label: { de: 'Autor (ID)', en: 'Author (ID)' },
        description: { de: 'Die ID eines Eintrags unter „Autoren“.', en: 'The ID of an entry under “Authors”.' },
      },
      updatedAt: {
        label: { de: 'Aktualisiert am', en: 'Updated on' },
        description: {
          de: 'Datum im Format JJJJ-MM-TT, auf der Seite sichtbar.',
          en: 'A date as YYYY-MM-DD, shown on the page.',
        },
      },
    },
    references: [{ path: 'authorId', collection: 'authors' }],
  },
})

import { blockIdLabel, headingLabel } from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type ArticleSummariesBlock, articleSummariesBlockSchema } from './schema.ts'

export const articleSummariesExample: ArticleSummariesBlock = {
  blockType: 'articleSummaries',
  heading: 'Ratgeber',
  source: { kind: 'featured' },
  limit: 3,
}

export const articleSummariesBlock = defineBlock({
  schema: articleSummariesBlockSchema,
  example: articleSummariesExample,
  cms: {
    labels: {
      singular: { de: 'Artikel-Teaser', en: 'Article teasers' },
      plural: { de: 'Artikel-Teaser', en: 'Article teasers' },
    },
    fields: {
      id: blockIdLabel,
      heading: headingLabel,
      source: {
        label: { de: 'Quelle (JSON)', en: 'Source (JSON)' },
        description: {
          de: 'Welche Artikel: {"kind":"featured"} für die hervorgehobenen, {"kind":"author","authorId":"…"} für die eines Autors, {"kind":"names","names":["…"]} für eine feste Auswahl.',
          en: 'Which articles: {"kind":"featured"} for the featured ones, {"kind":"author","authorId":"…"} for an author’s, {"kind":"names","names":["…"]} for a fixed choice.',
        },
      },
      limit: { label: { de: 'Anzahl Artikel', en: 'Number of articles' } },
    },
    references: [
      { path: 'source.authorId', collection: 'authors' },
      { path: 'source.names[]', collection: 'posts' },
    ],
  },
})

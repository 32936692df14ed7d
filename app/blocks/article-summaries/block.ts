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
    references: [
      { path: 'source.authorId', collection: 'authors' },
      { path: 'source.names[]', collection: 'posts' },
    ],
  },
})

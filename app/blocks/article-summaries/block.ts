import { defineBlock } from '../define-block.ts'
import { articleSummariesBlockSchema, articleSummariesExample } from './schema.ts'

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

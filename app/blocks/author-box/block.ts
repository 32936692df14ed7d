import { defineBlock } from '../define-block.ts'
import { authorBoxBlockSchema, authorBoxExample } from './schema.ts'

export const authorBoxBlock = defineBlock({
  schema: authorBoxBlockSchema,
  example: authorBoxExample,
  cms: { references: [{ path: 'authorId', collection: 'authors' }] },
})

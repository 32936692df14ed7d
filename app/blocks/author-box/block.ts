import { defineBlock } from '../define-block.ts'
import { type AuthorBoxBlock, authorBoxBlockSchema } from './schema.ts'

export const authorBoxExample: AuthorBoxBlock = { blockType: 'authorBox', authorId: 'lena-hoffmann' }

export const authorBoxBlock = defineBlock({
  schema: authorBoxBlockSchema,
  example: authorBoxExample,
  cms: { references: [{ path: 'authorId', collection: 'authors' }] },
})

import { defineBlock } from '../define-block.ts'
import { heroBlockSchema, heroExample } from './schema.ts'

export const heroBlock = defineBlock({
  schema: heroBlockSchema,
  example: heroExample,
  cms: { references: [{ path: 'authorId', collection: 'authors' }] },
})

import { defineBlock } from '../define-block.ts'
import { richTextBlockSchema, richTextExample } from './schema.ts'

export const richTextBlock = defineBlock({
  schema: richTextBlockSchema,
  example: richTextExample,
  cms: { richText: ['html'] },
})

import { defineBlock } from '../define-block.ts'
import { faqBlockSchema, faqExample } from './schema.ts'

export const faqBlock = defineBlock({
  schema: faqBlockSchema,
  example: faqExample,
  cms: { richText: ['items[].answer'] },
})

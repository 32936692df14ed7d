import { defineBlock } from '../define-block.ts'
import { surveyBlockSchema, surveyExample } from './schema.ts'

export const surveyBlock = defineBlock({
  schema: surveyBlockSchema,
  example: surveyExample,
  cms: { outboundLinks: 'always' },
})

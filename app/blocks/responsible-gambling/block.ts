import { defineBlock } from '../define-block.ts'
import { responsibleGamblingBlockSchema, responsibleGamblingExample } from './schema.ts'

export const responsibleGamblingBlock = defineBlock({
  schema: responsibleGamblingBlockSchema,
  example: responsibleGamblingExample,
  cms: {},
})

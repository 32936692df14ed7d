import { defineBlock } from '../define-block.ts'
import { type ResponsibleGamblingBlock, responsibleGamblingBlockSchema } from './schema.ts'

export const responsibleGamblingExample: ResponsibleGamblingBlock = {
  blockType: 'responsibleGambling',
  variant: 'full',
}

export const responsibleGamblingBlock = defineBlock({
  schema: responsibleGamblingBlockSchema,
  example: responsibleGamblingExample,
  cms: {},
})

import { defineBlock } from '../define-block.ts'
import { ResponsibleGambling } from './component.tsx'
import { responsibleGamblingBlockSchema } from './schema.ts'

export const responsibleGamblingBlock = defineBlock({
  schema: responsibleGamblingBlockSchema,
  Component: ResponsibleGambling,
})

import { defineBlockView } from '../define-block.ts'
import { ResponsibleGambling } from './component.tsx'
import type { ResponsibleGamblingBlock } from './schema.ts'

export const responsibleGamblingView = defineBlockView<ResponsibleGamblingBlock>({
  Component: ResponsibleGambling,
})

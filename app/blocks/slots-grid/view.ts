import { defineBlockView } from '../define-block.ts'
import { SlotsGrid } from './component.tsx'
import type { SlotsGridBlock } from './schema.ts'
import { slotsQuery } from './slots-query.ts'

export const slotsGridView = defineBlockView<SlotsGridBlock>({
  Component: SlotsGrid,
  load: (block, { locale, queryClient }) => queryClient.ensureQueryData(slotsQuery(locale, block)),
})

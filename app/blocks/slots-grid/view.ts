import { contentQueries } from '../../api/content/client.ts'
import { defineBlockView } from '../define-block.ts'
import { SlotsGrid } from './component.tsx'
import type { SlotsGridBlock } from './schema.ts'

export const slotsGridView = defineBlockView<SlotsGridBlock>({
  Component: SlotsGrid,
  load: (_block, { locale, queryClient }) =>
    Promise.all([
      queryClient.ensureQueryData(contentQueries.slots(locale)),
      queryClient.ensureQueryData(contentQueries.gameProviders(locale)),
    ]),
})

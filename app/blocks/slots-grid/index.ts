import { contentQueries } from '../../api/content/client.ts'
import { defineBlock } from '../define-block.ts'
import { SlotsGrid } from './component.tsx'
import { slotsGridBlockSchema } from './schema.ts'

export const slotsGridBlock = defineBlock({
  schema: slotsGridBlockSchema,
  Component: SlotsGrid,
  load: (_block, { locale, queryClient }) =>
    Promise.all([
      queryClient.ensureQueryData(contentQueries.slots(locale)),
      queryClient.ensureQueryData(contentQueries.gameProviders(locale)),
    ]),
})

import { contentQueries } from '../../api/content/client.ts'
import { defineBlock } from '../define-block.ts'
import { GameProviderGrid } from './component.tsx'
import { gameProviderGridBlockSchema } from './schema.ts'

export const gameProviderGridBlock = defineBlock({
  schema: gameProviderGridBlockSchema,
  Component: GameProviderGrid,
  load: (_block, { locale, queryClient }) => queryClient.ensureQueryData(contentQueries.gameProviders(locale)),
})

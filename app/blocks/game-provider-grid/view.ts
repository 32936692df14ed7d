import { contentQueries } from '../../api/content/client.ts'
import { defineBlockView } from '../define-block.ts'
import { GameProviderGrid } from './component.tsx'
import type { GameProviderGridBlock } from './schema.ts'

export const gameProviderGridView = defineBlockView<GameProviderGridBlock>({
  Component: GameProviderGrid,
  load: (_block, { locale, queryClient }) => queryClient.ensureQueryData(contentQueries.gameProviders(locale)),
})

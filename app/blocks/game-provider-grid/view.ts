import { defineBlockView } from '../define-block.ts'
import { gameProvidersByIds } from '../provider-queries.ts'
import { GameProviderGrid } from './component.tsx'
import type { GameProviderGridBlock } from './schema.ts'

export const gameProviderGridView = defineBlockView<GameProviderGridBlock>({
  Component: GameProviderGrid,
  load: (block, { locale, queryClient }) => queryClient.ensureQueryData(gameProvidersByIds(locale, block.providerIds)),
})

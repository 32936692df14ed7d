import { defineBlock } from '../define-block.ts'
import { type GameProviderGridBlock, gameProviderGridBlockSchema } from './schema.ts'

export const gameProviderGridExample: GameProviderGridBlock = {
  blockType: 'gameProviderGrid',
  heading: 'Spielehersteller',
}

export const gameProviderGridBlock = defineBlock({
  schema: gameProviderGridBlockSchema,
  example: gameProviderGridExample,
  cms: { references: [{ path: 'providerIds[]', collection: 'gameProviders' }] },
})

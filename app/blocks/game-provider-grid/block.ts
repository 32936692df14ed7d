import { defineBlock } from '../define-block.ts'
import { gameProviderGridBlockSchema, gameProviderGridExample } from './schema.ts'

export const gameProviderGridBlock = defineBlock({
  schema: gameProviderGridBlockSchema,
  example: gameProviderGridExample,
  cms: { references: [{ path: 'providerIds[]', collection: 'gameProviders' }] },
})

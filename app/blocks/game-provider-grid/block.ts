import { blockIdLabel, headingLabel } from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type GameProviderGridBlock, gameProviderGridBlockSchema } from './schema.ts'

export const gameProviderGridExample: GameProviderGridBlock = {
  blockType: 'gameProviderGrid',
  heading: 'Spielehersteller',
}

export const gameProviderGridBlock = defineBlock({
  schema: gameProviderGridBlockSchema,
  example: gameProviderGridExample,
  cms: {
    labels: {
      singular: { de: 'Spielehersteller-Raster', en: 'Game provider grid' },
      plural: { de: 'Spielehersteller-Raster', en: 'Game provider grids' },
    },
    fields: {
      id: blockIdLabel,
      heading: headingLabel,
      providerIds: {
        label: { de: 'Spielehersteller (IDs)', en: 'Game providers (IDs)' },
        description: { de: 'Leer lassen für alle Hersteller.', en: 'Leave empty for all providers.' },
      },
    },
    references: [{ path: 'providerIds[]', collection: 'gameProviders' }],
  },
})

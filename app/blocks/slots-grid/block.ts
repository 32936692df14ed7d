import { blockIdLabel, headingLabel } from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type SlotsGridBlock, slotsGridBlockSchema } from './schema.ts'

export const slotsGridExample: SlotsGridBlock = { blockType: 'slotsGrid', heading: 'Beliebte Slots', limit: 6 }

export const slotsGridBlock = defineBlock({
  schema: slotsGridBlockSchema,
  example: slotsGridExample,
  cms: {
    labels: { singular: { de: 'Slot-Raster', en: 'Slots grid' }, plural: { de: 'Slot-Raster', en: 'Slots grids' } },
    fields: {
      id: blockIdLabel,
      heading: headingLabel,
      gameProviderId: {
        label: { de: 'Nur von Spielehersteller (ID)', en: 'Only by game provider (ID)' },
        description: { de: 'Leer lassen für Slots aller Hersteller.', en: 'Leave empty for slots of every provider.' },
      },
      limit: { label: { de: 'Höchstens anzeigen', en: 'Show at most' } },
    },
    references: [{ path: 'gameProviderId', collection: 'gameProviders' }],
  },
})

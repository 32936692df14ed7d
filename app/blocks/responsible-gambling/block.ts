import { blockIdLabel } from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type ResponsibleGamblingBlock, responsibleGamblingBlockSchema } from './schema.ts'

export const responsibleGamblingExample: ResponsibleGamblingBlock = {
  blockType: 'responsibleGambling',
  variant: 'full',
}

export const responsibleGamblingBlock = defineBlock({
  schema: responsibleGamblingBlockSchema,
  example: responsibleGamblingExample,
  cms: {
    labels: {
      singular: { de: 'Hinweis Spielerschutz', en: 'Responsible gambling notice' },
      plural: { de: 'Hinweise Spielerschutz', en: 'Responsible gambling notices' },
    },
    fields: {
      id: blockIdLabel,
      variant: {
        label: { de: 'Variante', en: 'Variant' },
        options: { full: { de: 'Ausführlich', en: 'Full' }, compact: { de: 'Kompakt', en: 'Compact' } },
      },
    },
  },
})

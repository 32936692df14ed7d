import {
  blockIdLabel,
  financeListPresentationLabel,
  financeSelectionLabel,
  headingLabel,
} from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type FinanceProductListBlock, financeProductListBlockSchema } from './schema.ts'

export const financeProductListExample: FinanceProductListBlock = {
  blockType: 'financeProductList',
  heading: 'Die besten Kreditkarten',
  selection: { kinds: ['credit-card'] },
  presentation: 'cards',
}

export const financeProductListBlock = defineBlock({
  schema: financeProductListBlockSchema,
  example: financeProductListExample,
  cms: {
    labels: {
      singular: { de: 'Finanzprodukt-Liste', en: 'Finance product list' },
      plural: { de: 'Finanzprodukt-Listen', en: 'Finance product lists' },
    },
    fields: {
      id: blockIdLabel,
      heading: headingLabel,
      selection: financeSelectionLabel,
      presentation: financeListPresentationLabel,
    },
    outboundLinks: 'always',
  },
})

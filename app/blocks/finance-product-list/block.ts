import {
  blockIdLabel,
  financeListPresentationLabel,
  financeSelectionLabel,
  headingLabel,
  visitorFiltersLabel,
} from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type FinanceProductListBlock, financeProductListBlockSchema } from './schema.ts'

export const financeProductListExample: FinanceProductListBlock = {
  blockType: 'financeProductList',
  heading: 'Die besten Kreditkarten',
  selection: { kinds: ['credit-card'] },
  presentation: 'cards',
  visitorFilters: ['maxApr', 'maxFee'],
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
      visitorFilters: visitorFiltersLabel({
        amount: { de: 'Gewünschter Betrag', en: 'Amount needed' },
        term: { de: 'Gewünschte Laufzeit', en: 'Term needed' },
        maxApr: { de: 'Zinssatz höchstens', en: 'Interest rate at most' },
        maxFee: { de: 'Jahresgebühr höchstens', en: 'Annual fee at most' },
      }),
    },
    outboundLinks: 'always',
  },
})

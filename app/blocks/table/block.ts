import { defineBlock } from '../define-block.ts'
import { type TableBlock, tableBlockSchema } from './schema.ts'

export const tableExample: TableBlock = {
  blockType: 'table',
  caption: 'Auszahlungsdauer nach Zahlungsmethode',
  columns: ['Zahlungsmethode', 'Einzahlung', 'Auszahlung'],
  rows: [
    ['PayPal', 'sofort', '1-24 Stunden'],
    ['Trustly', 'sofort', '1-2 Tage'],
  ],
}

export const tableBlock = defineBlock({
  schema: tableBlockSchema,
  example: tableExample,
  cms: {},
})

import { blockIdLabel } from '../../contracts/field-labels.ts'
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
  cms: {
    labels: { singular: { de: 'Tabelle', en: 'Table' }, plural: { de: 'Tabellen', en: 'Tables' } },
    fields: {
      id: blockIdLabel,
      caption: { label: { de: 'Beschriftung', en: 'Caption' } },
      columns: { label: { de: 'Spaltenüberschriften', en: 'Column headings' } },
      rows: {
        label: { de: 'Zeilen (JSON)', en: 'Rows (JSON)' },
        description: {
          de: 'Eine Liste von Zeilen, jede mit einer Zelle je Spalte: [["…","…"],["…","…"]].',
          en: 'A list of rows, each with one cell per column: [["…","…"],["…","…"]].',
        },
      },
    },
  },
})

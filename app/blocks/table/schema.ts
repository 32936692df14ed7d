import { z } from 'zod'

/** A plain data table; every row has one cell per column. */
export const tableBlockSchema = z
  .object({
    blockType: z.literal('table'),
    id: z.string().optional(),
    caption: z.string().min(1).max(200),
    columns: z.array(z.string().min(1)).min(1).max(8),
    rows: z.array(z.array(z.string())).min(1),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, index) => {
      if (row.length !== table.columns.length)
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index],
          message: `Row has ${row.length} cells, expected ${table.columns.length}`,
        })
    })
  })
export type TableBlock = z.infer<typeof tableBlockSchema>

export const tableExample: TableBlock = {
  blockType: 'table',
  caption: 'Auszahlungsdauer nach Zahlungsmethode',
  columns: ['Zahlungsmethode', 'Einzahlung', 'Auszahlung'],
  rows: [
    ['PayPal', 'sofort', '1-24 Stunden'],
    ['Trustly', 'sofort', '1-2 Tage'],
  ],
}

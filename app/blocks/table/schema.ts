import { lazySchema, z } from '../../lib/zod.ts'

/** A plain data table; every row has one cell per column. */
export const tableBlockSchema = lazySchema(() =>
  z
    .object({
      blockType: z.literal('table'),
      id: z.optional(z.string()),
      caption: z.string().check(z.minLength(1), z.maxLength(200)),
      columns: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(8)),
      rows: z.array(z.array(z.string())).check(z.minLength(1)),
    })
    .check(
      z.superRefine((table, ctx) => {
        table.rows.forEach((row, index) => {
          if (row.length !== table.columns.length)
            ctx.addIssue({
              code: 'custom',
              path: ['rows', index],
              message: `Row has ${row.length} cells, expected ${table.columns.length}`,
            })
        })
      }),
    ),
)
export type TableBlock = z.infer<typeof tableBlockSchema>

// The operator's report (npm run report): impressions, click-outs, click-through rate, signups and
// conversion rate for a date range, by day, channel, subId or product. Each fact counts on the day
// it happened and belongs to the channel and subId of its impression (a click-out or signup without
// a known impression shows as "unattributed"). Counting is behind ReportSource so another database
// can answer the same three questions; the rates and the formats are computed here, once.
import type { DatabaseSync } from 'node:sqlite'
import { z } from '../../lib/zod.ts'

export const reportDimensions = ['day', 'channel', 'subId', 'product'] as const
export type ReportDimension = (typeof reportDimensions)[number]
export const reportFormats = ['table', 'csv', 'json'] as const
export type ReportFormat = (typeof reportFormats)[number]

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD'))
export const reportOptionsSchema = z
  .object({
    by: z._default(z.enum(reportDimensions), 'day'),
    from: isoDate,
    to: isoDate,
    format: z._default(z.enum(reportFormats), 'table'),
  })
  .check(z.refine((options) => options.from <= options.to, { message: 'from is after to', path: ['from'] }))
export type ReportOptions = z.infer<typeof reportOptionsSchema>

/** Dates inclusive, YYYY-MM-DD (UTC, as the leads store writes them). */
export type DateRange = { from: string; to: string }

/** Counts per key. Signups are undefined where the dimension does not apply to them (product). */
export type ReportCounts = { key: string; impressions: number; clickOuts: number; signups?: number }

export type ReportSource = { counts(by: ReportDimension, range: DateRange): ReportCounts[] }

export type ReportRow = ReportCounts & { clickThroughRate?: number; conversionRate?: number }

export const unattributed = 'unattributed'

/** The key of a fact for each dimension, given the alias of the fact's table and of its impression. */
const keyOf: Record<Exclude<ReportDimension, 'product'>, (fact: string, impression: string) => string> = {
  day: (fact) => `substr(${fact}.created_at, 1, 10)`,
  channel: (_, impression) => `coalesce(${impression}.channel_name, '${unattributed}')`,
  subId: (_, impression) => `coalesce(${impression}.sub_id, '${unattributed}')`,
}

const inRange = (alias: string) => `substr(${alias}.created_at, 1, 10) BETWEEN :from AND :to`

/** The leads store's SQLite file as a report source (read-only use). */
export function sqliteReportSource(db: DatabaseSync): ReportSource {
  const columnsOf = (table: string) =>
    db
      .prepare('SELECT name FROM pragma_table_info(?)')
      .all(table)
      .map((row) => String(row.name))
  const countBy = (sql: string, range: DateRange) =>
    new Map(
      db
        .prepare(sql)
        .all(range)
        .map((row) => [String(row.key), Number(row.count)]),
    )
  return {
    counts(by, range) {
      if (by === 'product') {
        const viewed = countBy(
          `SELECT product_id AS key, COUNT(DISTINCT impression_id) AS count FROM user_events e
           WHERE partition_key = 'productView' AND ${inRange('e')} GROUP BY key`,
          range,
        )
        const clicks = countBy(
          `SELECT product_id AS key, COUNT(*) AS count FROM clicks c WHERE ${inRange('c')} GROUP BY key`,
          range,
        )
        return [...new Set([...viewed.keys(), ...clicks.keys()])].map((key) => ({
          key,
          impressions: viewed.get(key) ?? 0,
          clickOuts: clicks.get(key) ?? 0,
        }))
      }
      const key = keyOf[by]
      const impressions = countBy(
        `SELECT ${key('i', 'i')} AS key, COUNT(*) AS count FROM impressions i WHERE ${inRange('i')} GROUP BY key`,
        range,
      )
      const clicks = countBy(
        `SELECT ${key('c', 'i')} AS key, COUNT(*) AS count FROM clicks c
         LEFT JOIN impressions i ON i.id = c.impression_id WHERE ${inRange('c')} GROUP BY key`,
        range,
      )
      // The signups table appears with the first signup (its own store creates it); a file from
      // before signups kept their impression has them all unattributed.
      const signupColumns = columnsOf('signups')
      const signupImpression = signupColumns.includes('impression_id') ? 's.impression_id' : 'NULL'
      const signups =
        signupColumns.length > 0
          ? countBy(
              `SELECT ${key('s', 'i')} AS key, COUNT(*) AS count FROM signups s
               LEFT JOIN impressions i ON i.id = ${signupImpression} WHERE ${inRange('s')} GROUP BY key`,
              range,
            )
          : new Map<string, number>()
      return [...new Set([...impressions.keys(), ...clicks.keys(), ...signups.keys()])].map((name) => ({
        key: name,
        impressions: impressions.get(name) ?? 0,
        clickOuts: clicks.get(name) ?? 0,
        signups: signups.get(name) ?? 0,
      }))
    },
  }
}

const rate = (part: number | undefined, whole: number) => (part === undefined || whole === 0 ? undefined : part / whole)

/** The rows sorted by key, with their rates, and a total row last. */
export function reportRows(counts: readonly ReportCounts[]): ReportRow[] {
  const sorted = [...counts].sort((a, b) => a.key.localeCompare(b.key))
  const sum = (pick: (row: ReportCounts) => number | undefined) =>
    sorted.some((row) => pick(row) !== undefined)
      ? sorted.reduce((total, row) => total + (pick(row) ?? 0), 0)
      : undefined
  const total: ReportCounts = {
    key: 'total',
    impressions: sum((row) => row.impressions) ?? 0,
    clickOuts: sum((row) => row.clickOuts) ?? 0,
    ...(sum((row) => row.signups) !== undefined && { signups: sum((row) => row.signups) }),
  }
  return [...sorted, total].map((row) => ({
    ...row,
    clickThroughRate: rate(row.clickOuts, row.impressions),
    conversionRate: rate(row.signups, row.impressions),
  }))
}

const columns = ['impressions', 'click-outs', 'CTR', 'signups', 'conversion rate'] as const

const percent = (value: number | undefined) => (value === undefined ? '-' : `${(value * 100).toFixed(1)} %`)
const cells = (row: ReportRow) => [
  String(row.impressions),
  String(row.clickOuts),
  percent(row.clickThroughRate),
  row.signups === undefined ? '-' : String(row.signups),
  percent(row.conversionRate),
]

export function formatReport(rows: readonly ReportRow[], { by, format }: Pick<ReportOptions, 'by' | 'format'>): string {
  if (format === 'json')
    return JSON.stringify(
      rows.map(({ key, ...row }) => ({ [by]: key, ...row })),
      null,
      2,
    )
  if (format === 'csv') {
    const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)
    const lines = rows.map((row) =>
      [row.key, row.impressions, row.clickOuts, row.clickThroughRate ?? '', row.signups ?? '', row.conversionRate ?? '']
        .map((value) => quote(String(value)))
        .join(','),
    )
    return [
      [by, 'impressions', 'click_outs', 'click_through_rate', 'signups', 'conversion_rate'].join(','),
      ...lines,
    ].join('\n')
  }
  const table = [[by, ...columns], ...rows.map((row) => [row.key, ...cells(row)])]
  const widths = table[0]?.map((_, column) => Math.max(...table.map((line) => line[column]?.length ?? 0))) ?? []
  const line = (values: readonly string[]) =>
    values
      .map((value, column) => (column === 0 ? value.padEnd(widths[column] ?? 0) : value.padStart(widths[column] ?? 0)))
      .join('  ')
  const [header = [], ...body] = table
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n')
}

export function buildReport(source: ReportSource, options: ReportOptions): string {
  return formatReport(reportRows(source.counts(options.by, { from: options.from, to: options.to })), options)
}

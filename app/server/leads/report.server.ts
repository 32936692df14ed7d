// The operator's report (npm run report): impressions, click-outs, click-through rate, signups and
// conversion rate for a date range, by day, channel, subId or product. Each fact counts on the day
// it happened (UTC) and belongs to the channel and subId of its impression (a click-out or signup
// without a known impression shows as "unattributed"). What known crawlers caused is left out of
// the figures and shown apart (bot-traffic.server.ts). The counts are Kysely queries over the leads
// database, the same on SQLite and PostgreSQL; the rates and the formats are computed here, once.
import { type Compilable, type RawBuilder, sql } from 'kysely'
import { z } from '../../lib/zod.ts'
import type { LeadsDatabase } from './store/leads-database.server.ts'

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

/** Dates inclusive, YYYY-MM-DD (UTC). */
export type DateRange = { from: string; to: string }

/** Counts per key. Signups are undefined where the dimension does not apply to them (product). */
export type ReportCounts = { key: string; impressions: number; clickOuts: number; signups?: number }

export type ReportRow = ReportCounts & { clickThroughRate?: number; conversionRate?: number }

export const unattributed = 'unattributed'

const dayMs = 86_400_000

/** The range as the instants its facts' created_at lie in: [from 00:00Z, the day after to 00:00Z). */
function instants({ from, to }: DateRange) {
  return { start: `${from}T00:00:00.000Z`, end: new Date(Date.parse(to) + dayMs).toISOString() }
}

/** A fact's day (YYYY-MM-DD, UTC): SQLite keeps created_at as ISO text, PostgreSQL as timestamptz. */
function dayOf(database: LeadsDatabase, column: string): RawBuilder<string> {
  return database.dialect === 'sqlite'
    ? sql<string>`substr(${sql.ref(column)}, 1, 10)`
    : sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
}

/** The key of a fact (table alias `fact`) through its impression (alias `impression`). */
function keyOf(
  database: LeadsDatabase,
  by: Exclude<ReportDimension, 'product'>,
  fact: string,
  impression: string,
): RawBuilder<string> {
  if (by === 'day') return dayOf(database, `${fact}.created_at`)
  const column = by === 'channel' ? 'channel_name' : 'sub_id'
  // A literal, not a parameter: PostgreSQL must see the same expression in SELECT and GROUP BY.
  return sql<string>`coalesce(${sql.ref(`${impression}.${column}`)}, ${sql.lit(unattributed)})`
}

/** The counts of the range by one dimension, read from the leads database. */
export async function reportCounts(
  database: LeadsDatabase,
  by: ReportDimension,
  range: DateRange,
): Promise<ReportCounts[]> {
  const { start, end } = instants(range)
  const q = database.query
  // PostgreSQL answers COUNT as a bigint in text.
  const countBy = async (query: Compilable<{ key: string; count: string | number }>) =>
    new Map((await database.all(query)).map((row) => [String(row.key), Number(row.count)]))
  if (by === 'product') {
    const [viewed, clicks] = await Promise.all([
      countBy(
        q
          .selectFrom('user_events')
          .select((eb) => [eb.ref('product_id').as('key'), eb.fn.count<string>('impression_id').distinct().as('count')])
          .where('partition_key', '=', 'productView')
          .where('bot', '=', 0)
          .where('created_at', '>=', start)
          .where('created_at', '<', end)
          .groupBy('product_id'),
      ),
      countBy(
        q
          .selectFrom('clicks')
          .select((eb) => [eb.ref('product_id').as('key'), eb.fn.countAll<string>().as('count')])
          .where('bot', '=', 0)
          .where('created_at', '>=', start)
          .where('created_at', '<', end)
          .groupBy('product_id'),
      ),
    ])
    return [...new Set([...viewed.keys(), ...clicks.keys()])].map((key) => ({
      key,
      impressions: viewed.get(key) ?? 0,
      clickOuts: clicks.get(key) ?? 0,
    }))
  }
  const ownKey = keyOf(database, by, 'i', 'i')
  /** A fact that points at its impression (clicks, signups), counted by that impression's key. */
  const countThroughImpression = (table: 'clicks' | 'signups') => {
    const factKey = keyOf(database, by, 'f', 'i')
    const query = q
      // Both tables have the columns read here; Kysely cannot type a query over a union of tables.
      .selectFrom(`${table} as f` as 'clicks as f')
      .leftJoin('impressions as i', 'i.id', 'f.impression_id')
      .select((eb) => [factKey.as('key'), eb.fn.countAll<string>().as('count')])
      .where('f.created_at', '>=', start)
      .where('f.created_at', '<', end)
      .groupBy(factKey)
    // Signups come from the site's own forms, which have their own defences.
    return countBy(table === 'clicks' ? query.where('f.bot', '=', 0) : query)
  }
  const [impressions, clicks, signups] = await Promise.all([
    countBy(
      q
        .selectFrom('impressions as i')
        .select((eb) => [ownKey.as('key'), eb.fn.countAll<string>().as('count')])
        .where('i.bot', '=', 0)
        .where('i.created_at', '>=', start)
        .where('i.created_at', '<', end)
        .groupBy(ownKey),
    ),
    countThroughImpression('clicks'),
    countThroughImpression('signups'),
  ])
  return [...new Set([...impressions.keys(), ...clicks.keys(), ...signups.keys()])].map((key) => ({
    key,
    impressions: impressions.get(key) ?? 0,
    clickOuts: clicks.get(key) ?? 0,
    signups: signups.get(key) ?? 0,
  }))
}

/** What known crawlers caused in the range: left out of every figure, shown apart. */
export type BotCounts = { impressions: number; clickOuts: number; productViews: number }

export async function botCounts(database: LeadsDatabase, range: DateRange): Promise<BotCounts> {
  const { start, end } = instants(range)
  const q = database.query
  const count = async (table: 'impressions' | 'clicks' | 'user_events', productViewsOnly = false) => {
    let query = q
      .selectFrom(table as 'clicks')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('bot', '=', 1)
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
    if (productViewsOnly) query = query.where(sql.ref('partition_key'), '=', 'productView')
    const [row] = await database.all(query)
    return Number(row?.count ?? 0)
  }
  const [impressions, clickOuts, productViews] = await Promise.all([
    count('impressions'),
    count('clicks'),
    count('user_events', true),
  ])
  return { impressions, clickOuts, productViews }
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

/** The row that shows crawler traffic apart, after the total: never part of it. */
export const botsRowKey = 'bots (left out)'

export function formatReport(
  rows: readonly ReportRow[],
  { by, format }: Pick<ReportOptions, 'by' | 'format'>,
  bots?: BotCounts,
): string {
  const botsRow = bots && {
    key: botsRowKey,
    impressions: by === 'product' ? bots.productViews : bots.impressions,
    clickOuts: bots.clickOuts,
  }
  if (format === 'json')
    return JSON.stringify(
      [...rows, ...(botsRow ? [botsRow] : [])].map(({ key, ...row }) => ({ [by]: key, ...row })),
      null,
      2,
    )
  if (format === 'csv') {
    const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)
    const lines = [...rows, ...(botsRow ? [botsRow as ReportRow] : [])].map((row) =>
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
  const leftOut = botsRow
    ? [
        '',
        `Left out as crawler traffic: ${botsRow.impressions} ${by === 'product' ? 'product views' : 'impressions'}, ${botsRow.clickOuts} click-outs`,
      ]
    : []
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line), ...leftOut].join('\n')
}

export async function buildReport(database: LeadsDatabase, options: ReportOptions): Promise<string> {
  const [counts, bots] = await Promise.all([reportCounts(database, options.by, options), botCounts(database, options)])
  return formatReport(reportRows(counts), options, bots)
}

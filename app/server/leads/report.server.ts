// The operator's report (npm run report): impressions, click-outs, click-through rate, signups and
// conversion rate, and what partners posted back (conversions, revenue per currency, earnings per
// click-out and conversions per click-out) for a date range, by hour, day or week, by channel,
// campaign, subId, device or country of the visit, or by the page, position or product of the
// click-out, narrowed to one product and page (the admin's drill-down). Each fact counts on the day it happened (UTC) and belongs to the channel and
// subId of its impression (a click-out, signup or conversion without a known impression shows as
// "unattributed"), a conversion also to the page, position and product of its click-out. What
// known crawlers caused is left out of the figures and shown apart (bot-traffic.server.ts), unless
// asked for. A campaign is a subId within its channel; a device is the class of the visit's screen
// width; a country is its locale's (decision 085). The
// counts are Kysely queries over the leads database, the same on SQLite and PostgreSQL; the rates
// and the formats are computed here, once.
import { type Compilable, type RawBuilder, sql } from 'kysely'
import { csvOf } from '../../lib/csv.ts'
import { z } from '../../lib/zod.ts'
import { type FoldedFact, type FoldedSpan, foldedSpan } from './store/hourly-counts.server.ts'
import type { LeadsDatabase } from './store/leads-database.server.ts'

export const reportDimensions = [
  'day',
  'hour',
  'week',
  'channel',
  'campaign',
  'subId',
  'device',
  'country',
  'page',
  'position',
  'product',
] as const
export type ReportDimension = (typeof reportDimensions)[number]
export const reportFormats = ['table', 'csv', 'json'] as const

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD'))
export const reportOptionsSchema = z
  .object({
    by: z._default(z.enum(reportDimensions), 'day'),
    from: isoDate,
    to: isoDate,
    format: z._default(z.enum(reportFormats), 'table'),
    /** Only the click-outs (and their conversions) of this product, and of this page. */
    product: z.optional(z.string().check(z.minLength(1))),
    page: z.optional(z.string().check(z.minLength(1))),
    /** Counts what known crawlers caused too. */
    bots: z.optional(z.boolean()),
  })
  .check(z.refine((options) => options.from <= options.to, { message: 'from is after to', path: ['from'] }))
export type ReportOptions = z.infer<typeof reportOptionsSchema>

/** Dates inclusive, YYYY-MM-DD (UTC). */
export type DateRange = { from: string; to: string }

/** What a report counts: a range, optionally narrowed to a product's (and a page's) click-outs, crawlers in or out. */
export type ReportScope = DateRange & { product?: string; page?: string; bots?: boolean }

/** Amounts per currency (ISO 4217). */
export type Money = Record<string, number>

/**
 * Counts per key. Impressions and signups are undefined where the dimension does not apply to them
 * (page and position; signups by product). Conversions are the click-outs a partner reported a
 * conversion of (a rejection alone is none); revenue is what partners paid, rejections taken back.
 */
export type ReportCounts = {
  key: string
  impressions?: number
  clickOuts: number
  signups?: number
  conversions?: number
  revenue?: Money
}

export type ReportRow = ReportCounts & {
  clickThroughRate?: number
  conversionRate?: number
  /** Conversions per click-out. */
  clickConversionRate?: number
  /** Revenue per click-out, per currency. */
  earningsPerClick?: Money
}

export const unattributed = 'unattributed'

const dayMs = 86_400_000

/** The range as the instants its facts' created_at lie in: [from 00:00Z, the day after to 00:00Z). */
function instants({ from, to }: DateRange) {
  return { start: `${from}T00:00:00.000Z`, end: new Date(Date.parse(to) + dayMs).toISOString() }
}

/** A fact's hour (YYYY-MM-DDTHH), day (YYYY-MM-DD) or week (its Monday, YYYY-MM-DD), UTC. */
function timeOf(database: LeadsDatabase, by: TimeDimension, column: string): RawBuilder<string> {
  const ref = sql.ref(column)
  if (database.dialect === 'sqlite') {
    // SQLite keeps created_at as ISO text: 'weekday 0' moves to the next Sunday (or stays), -6 days is its Monday.
    if (by === 'hour') return sql<string>`substr(${ref}, 1, 13)`
    if (by === 'day') return sql<string>`substr(${ref}, 1, 10)`
    return sql<string>`date(substr(${ref}, 1, 10), 'weekday 0', '-6 days')`
  }
  const utc = sql`${ref} at time zone 'UTC'`
  if (by === 'hour') return sql<string>`to_char(${utc}, 'YYYY-MM-DD"T"HH24')`
  if (by === 'day') return sql<string>`to_char(${utc}, 'YYYY-MM-DD')`
  return sql<string>`to_char(date_trunc('week', ${utc}), 'YYYY-MM-DD')`
}

export const timeDimensions = ['hour', 'day', 'week'] as const
type TimeDimension = (typeof timeDimensions)[number]
type ImpressionDimension = TimeDimension | 'channel' | 'campaign' | 'subId' | 'device' | 'country'
type ClickDimension = 'page' | 'position' | 'product'

const isClickDimension = (by: ReportDimension): by is ClickDimension =>
  by === 'page' || by === 'position' || by === 'product'
const isTimeDimension = (by: ReportDimension): by is TimeDimension => (timeDimensions as readonly string[]).includes(by)

/** Screen widths (CSS pixels) from which a visit counts as a tablet's, and as a desktop's. */
export const deviceWidths = { tablet: 768, desktop: 1200 } as const

/** The device class of an impression (alias `impression`) from the width of its screen resolution. */
function deviceOf(database: LeadsDatabase, impression: string): RawBuilder<string> {
  const device = sql.ref(`${impression}.device`)
  const resolution =
    database.dialect === 'sqlite'
      ? sql`json_extract(${device}, '$.resolution')`
      : sql`(cast(${device} as json) ->> 'resolution')`
  // SQLite's instr and PostgreSQL's strpos find the x between width and height.
  const position =
    database.dialect === 'sqlite' ? sql`instr(${resolution}, 'x') - 1` : sql`strpos(${resolution}, 'x') - 1`
  const widthOf = sql`cast(substr(${resolution}, 1, ${position}) as integer)`
  return sql<string>`case when ${resolution} is null then ${sql.lit(unattributed)}
    when ${widthOf} >= ${sql.lit(deviceWidths.desktop)} then 'desktop'
    when ${widthOf} >= ${sql.lit(deviceWidths.tablet)} then 'tablet' else 'mobile' end`
}

/** The key of a fact (table alias `fact`) through its impression (alias `impression`). */
function keyOf(database: LeadsDatabase, by: ImpressionDimension, fact: string, impression: string): RawBuilder<string> {
  if (isTimeDimension(by)) return timeOf(database, by, `${fact}.created_at`)
  if (by === 'device') return deviceOf(database, impression)
  // Literals, not parameters: PostgreSQL must see the same expression in SELECT and GROUP BY.
  const none = sql.lit(unattributed)
  if (by === 'country')
    return sql<string>`coalesce(substr(${sql.ref(`${impression}.locale`)}, length(${sql.ref(`${impression}.locale`)}) - 1), ${none})`
  if (by === 'campaign')
    return sql<string>`coalesce(${sql.ref(`${impression}.channel_name`)} || ${sql.lit(' / ')} || ${sql.ref(`${impression}.sub_id`)}, ${none})`
  const column = by === 'channel' ? 'channel_name' : 'sub_id'
  return sql<string>`coalesce(${sql.ref(`${impression}.${column}`)}, ${none})`
}

/** The key of a click-out (alias `click`) by where it was shown or what it was for. */
function clickKeyOf(by: ClickDimension, click: string): RawBuilder<string> {
  if (by === 'product') return sql<string>`${sql.ref(`${click}.product_id`)}`
  const value =
    by === 'page' ? sql.ref(`${click}.page`) : sql`cast(${sql.ref(`${click}.position`)} as ${sql.raw('text')})`
  return sql<string>`coalesce(${value}, ${sql.lit(unattributed)})`
}

/** PostgreSQL answers COUNT as a bigint in text. */
async function countsBy(
  database: LeadsDatabase,
  query: Compilable<{ key: string; count: string | number }>,
): Promise<Map<string, number>> {
  return new Map((await database.all(query)).map((row) => [String(row.key), Number(row.count)]))
}

/** Leaves out what crawlers caused unless the scope asks for it: a where on the `bot` column of `table`. */
const humansOnly = (scope: ReportScope, column: string) =>
  scope.bots ? sql<boolean>`${sql.lit(1)} = ${sql.lit(1)}` : sql<boolean>`${sql.ref(column)} = ${sql.lit(0)}`

/** Only the click-outs (alias `click`) of the scope's product and page; everything without one. */
function clickScope(scope: ReportScope, click: string) {
  const product = scope.product === undefined ? sql`1 = 1` : sql`${sql.ref(`${click}.product_id`)} = ${scope.product}`
  const page = scope.page === undefined ? sql`1 = 1` : sql`${sql.ref(`${click}.page`)} = ${scope.page}`
  return sql<boolean>`${product} and ${page}`
}

/**
 * Conversions and revenue by key, the key read from the conversion (alias `cv`), its click-out
 * (`c`) and that click's impression (`i`). Counted on the day the partner reported them. A
 * conversion keeps its click-out's product (migration 10): by time and by product, whole or
 * narrowed to a product, the click-outs are not read, which on PostgreSQL would mean reading every
 * click-out ever made to join a month's conversions.
 */
async function conversionFigures(
  database: LeadsDatabase,
  by: ReportDimension,
  scope: ReportScope,
): Promise<{ conversions: Map<string, number>; revenue: Map<string, Money> }> {
  const { start, end } = instants(scope)
  const ownFigures = (isTimeDimension(by) || by === 'product') && scope.page === undefined
  const click = ownFigures ? 'cv' : 'c'
  const key = isClickDimension(by) ? clickKeyOf(by, click) : keyOf(database, by, 'cv', 'i')
  const base = database.query
    .selectFrom('conversions as cv')
    .$if(!ownFigures, (query) =>
      query
        .innerJoin('clicks as c', 'c.click_id', 'cv.click_id')
        .leftJoin('impressions as i', 'i.id', 'c.impression_id'),
    )
    .where('cv.created_at', '>=', start)
    .where('cv.created_at', '<', end)
    .where(clickScope(scope, click))
  const [conversions, revenueRows] = await Promise.all([
    countsBy(
      database,
      base
        .select((eb) => [
          key.as('key'),
          eb.fn
            .count<string>(
              sql`case when ${sql.ref('cv.event')} <> ${sql.lit('rejected')} then ${sql.ref('cv.click_id')} end`,
            )
            .distinct()
            .as('count'),
        ])
        .groupBy(key),
    ),
    database.all(
      base
        .select((eb) => [key.as('key'), 'cv.currency as currency', eb.fn.sum<number>('cv.payout').as('amount')])
        .where('cv.currency', 'is not', null)
        .groupBy([key, 'cv.currency']),
    ),
  ])
  const revenue = new Map<string, Money>()
  for (const row of revenueRows) {
    const money = revenue.get(String(row.key)) ?? {}
    money[String(row.currency)] = Number(row.amount)
    revenue.set(String(row.key), money)
  }
  return { conversions, revenue }
}

/** Instants [start, end), ISO. */
type Span = { start: string; end: string }

/**
 * The range split at the rollup's folded span (store/hourly-counts.server.ts): the part the rollup
 * holds, and the parts (before and after it) read from the facts themselves.
 */
function splitAtFold(range: Span, folded: FoldedSpan | undefined): { rolledUp?: Span; raw: Span[] } {
  if (!folded) return { raw: [range] }
  const later = (a: string, b: string) => (a > b ? a : b)
  const earlier = (a: string, b: string) => (a < b ? a : b)
  const spans = {
    rolledUp: { start: later(range.start, folded.start), end: earlier(range.end, folded.end) },
    raw: [
      { start: range.start, end: earlier(range.end, folded.start) },
      { start: later(range.start, folded.end), end: range.end },
    ],
  }
  const nonEmpty = ({ start, end }: Span) => start < end
  return {
    ...(nonEmpty(spans.rolledUp) && { rolledUp: spans.rolledUp }),
    raw: spans.raw.filter(nonEmpty),
  }
}

/** A where on `column` that keeps the instants inside the spans (none: nothing). */
function within(spans: readonly Span[], column: string): RawBuilder<boolean> {
  if (spans.length === 0) return sql<boolean>`${sql.lit(1)} = ${sql.lit(0)}`
  const ref = sql.ref(column)
  return sql<boolean>`(${sql.join(
    spans.map(({ start, end }) => sql`(${ref} >= ${start} and ${ref} < ${end})`),
    sql` or `,
  )})`
}

type Counts = Map<string, number>

/** The facts' counts and the rollup's, added key by key. */
async function addCounts(counted: Promise<Counts>, rolledUp: Promise<Counts> | Counts): Promise<Counts> {
  const sum = new Map(await counted)
  for (const [key, count] of await rolledUp) sum.set(key, (sum.get(key) ?? 0) + count)
  return sum
}

/**
 * The dimensions the rollup answers: time and product, the dashboard's. A page narrows click-outs
 * to what the rollup does not keep; the others' keys (a subId, a visit's device, which an erasure
 * clears) are read from the facts.
 */
const rollsUp = (by: ReportDimension, scope: ReportScope) => (isTimeDimension(by) || by === 'product') && !scope.page

/** The rollup's counts of one fact in `span`, by hour, day or week of the hour, or by product. */
function rolledUpCounts(
  database: LeadsDatabase,
  fact: FoldedFact,
  by: TimeDimension | 'product',
  scope: ReportScope,
  span: Span | undefined,
): Promise<Counts> | Counts {
  if (!span) return new Map()
  const key = by === 'product' ? sql<string>`${sql.ref('product_id')}` : timeOf(database, by, 'hour')
  return countsBy(
    database,
    database.query
      .selectFrom('hourly_counts')
      .select((eb) => [key.as('key'), eb.fn.sum<string>('count').as('count')])
      .where('fact', '=', fact)
      .where('hour', '>=', span.start)
      .where('hour', '<', span.end)
      .where(humansOnly(scope, 'bot'))
      .$if(scope.product !== undefined && (fact === 'click' || fact === 'productView'), (query) =>
        query.where('product_id', '=', scope.product ?? ''),
      )
      .groupBy(key),
  )
}

/**
 * The counts of the scope by one dimension, read from the leads database. A product or page narrows
 * the click-outs and their conversions (and, by product, its views); impressions and signups belong
 * to no product and stay whole. By time and by product, impressions, click-outs, signups and
 * product views come from the rollup where it holds the hours (decision 091); `folded` null reads
 * every fact raw (what the rollup is checked against). Conversions are always read raw: few, and
 * counted once per click-out over the whole range.
 */
export async function reportCounts(
  database: LeadsDatabase,
  by: ReportDimension,
  scope: ReportScope,
  folded?: FoldedSpan | null,
): Promise<ReportCounts[]> {
  const q = database.query
  const { rolledUp, raw } = splitAtFold(
    instants(scope),
    rollsUp(by, scope) && folded !== null ? (folded ?? (await foldedSpan(database))) : undefined,
  )
  const countBy = (query: Compilable<{ key: string; count: string | number }>) => countsBy(database, query)
  const withConversions = async (counts: ReportCounts[]) => {
    const { conversions, revenue } = await conversionFigures(database, by, scope)
    const keys = new Set([...counts.map((row) => row.key), ...conversions.keys(), ...revenue.keys()])
    const byKey = new Map(counts.map((row) => [row.key, row]))
    return [...keys].map((key) => ({
      ...(byKey.get(key) ?? emptyCounts(key, by)),
      conversions: conversions.get(key) ?? 0,
      revenue: revenue.get(key) ?? {},
    }))
  }
  if (isClickDimension(by)) {
    const clickKey = clickKeyOf(by, 'c')
    const [viewed, clicks] = await Promise.all([
      by === 'product'
        ? addCounts(
            countBy(
              q
                .selectFrom('user_events')
                .select((eb) => [
                  eb.ref('product_id').as('key'),
                  eb.fn.count<string>('impression_id').distinct().as('count'),
                ])
                .where('partition_key', '=', 'productView')
                .where(humansOnly(scope, 'bot'))
                .where(within(raw, 'created_at'))
                .$if(scope.product !== undefined, (query) => query.where('product_id', '=', scope.product ?? ''))
                .groupBy('product_id'),
            ),
            rolledUpCounts(database, 'productView', by, scope, rolledUp),
          )
        : undefined,
      addCounts(
        countBy(
          q
            .selectFrom('clicks as c')
            .select((eb) => [clickKey.as('key'), eb.fn.countAll<string>().as('count')])
            .where(humansOnly(scope, 'c.bot'))
            .where(within(raw, 'c.created_at'))
            .where(clickScope(scope, 'c'))
            .groupBy(clickKey),
        ),
        by === 'product' ? rolledUpCounts(database, 'click', by, scope, rolledUp) : new Map(),
      ),
    ])
    return withConversions(
      [...new Set([...(viewed?.keys() ?? []), ...clicks.keys()])].map((key) => ({
        key,
        // Impressions have no page or position; by product, those that viewed it.
        ...(viewed && { impressions: viewed.get(key) ?? 0 }),
        clickOuts: clicks.get(key) ?? 0,
      })),
    )
  }
  const ownKey = keyOf(database, by, 'i', 'i')
  /** The rollup's counts of a fact by time; none by the other dimensions, which it does not keep. */
  const rolledUpByTime = (fact: FoldedFact) =>
    isTimeDimension(by) ? rolledUpCounts(database, fact, by, scope, rolledUp) : new Map()
  /** A fact that points at its impression (clicks, signups), counted by that impression's key. */
  const countThroughImpression = (table: 'clicks' | 'signups') => {
    const factKey = keyOf(database, by, 'f', 'i')
    const query = q
      // Both tables have the columns read here; Kysely cannot type a query over a union of tables.
      .selectFrom(`${table} as f` as 'clicks as f')
      // By time, the fact's own: its impression is not read.
      .$if(!isTimeDimension(by), (query) => query.leftJoin('impressions as i', 'i.id', 'f.impression_id'))
      .select((eb) => [factKey.as('key'), eb.fn.countAll<string>().as('count')])
      .where(within(raw, 'f.created_at'))
      .groupBy(factKey)
    // Signups come from the site's own forms, which have their own defences.
    return countBy(table === 'clicks' ? query.where(humansOnly(scope, 'f.bot')).where(clickScope(scope, 'f')) : query)
  }
  const [impressions, clicks, signups] = await Promise.all([
    addCounts(
      countBy(
        q
          .selectFrom('impressions as i')
          .select((eb) => [ownKey.as('key'), eb.fn.countAll<string>().as('count')])
          .where(humansOnly(scope, 'i.bot'))
          .where(within(raw, 'i.created_at'))
          .groupBy(ownKey),
      ),
      rolledUpByTime('impression'),
    ),
    addCounts(countThroughImpression('clicks'), rolledUpByTime('click')),
    addCounts(countThroughImpression('signups'), rolledUpByTime('signup')),
  ])
  return withConversions(
    [...new Set([...impressions.keys(), ...clicks.keys(), ...signups.keys()])].map((key) => ({
      key,
      impressions: impressions.get(key) ?? 0,
      clickOuts: clicks.get(key) ?? 0,
      signups: signups.get(key) ?? 0,
    })),
  )
}

/** A key only conversions name (a day whose click-outs were before the range): zeros where the dimension applies. */
function emptyCounts(key: string, by: ReportDimension): ReportCounts {
  if (by === 'page' || by === 'position') return { key, clickOuts: 0 }
  if (by === 'product') return { key, impressions: 0, clickOuts: 0 }
  return { key, impressions: 0, clickOuts: 0, signups: 0 }
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

const rate = (part: number | undefined, whole: number | undefined) =>
  part === undefined || !whole ? undefined : part / whole

/** Sums of doubles, shown to the cent. */
const cents = (amount: number) => Math.round(amount * 100) / 100

function addMoney(rows: readonly ReportCounts[]): Money | undefined {
  if (rows.every((row) => row.revenue === undefined)) return undefined
  const total: Money = {}
  for (const row of rows)
    for (const [currency, amount] of Object.entries(row.revenue ?? {}))
      total[currency] = cents((total[currency] ?? 0) + amount)
  return total
}

/** The rows sorted by key (positions as numbers), with their rates, and a total row last. */
export function reportRows(counts: readonly ReportCounts[]): ReportRow[] {
  const sorted = [...counts].sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }))
  const sum = (pick: (row: ReportCounts) => number | undefined) =>
    sorted.some((row) => pick(row) !== undefined)
      ? sorted.reduce((total, row) => total + (pick(row) ?? 0), 0)
      : undefined
  const revenue = addMoney(sorted)
  const total: ReportCounts = {
    key: 'total',
    ...((sorted.length === 0 || sorted.some((row) => row.impressions !== undefined)) && {
      impressions: sum((row) => row.impressions) ?? 0,
    }),
    clickOuts: sum((row) => row.clickOuts) ?? 0,
    ...(sum((row) => row.signups) !== undefined && { signups: sum((row) => row.signups) }),
    ...(sum((row) => row.conversions) !== undefined && { conversions: sum((row) => row.conversions) }),
    ...(revenue && { revenue }),
  }
  return [...sorted, total].map((row) => ({
    ...row,
    ...(row.revenue && { revenue: Object.fromEntries(Object.entries(row.revenue).map(([c, a]) => [c, cents(a)])) }),
    clickThroughRate: rate(row.clickOuts, row.impressions),
    conversionRate: rate(row.signups, row.impressions),
    clickConversionRate: rate(row.conversions, row.clickOuts),
    earningsPerClick:
      row.revenue && row.clickOuts > 0
        ? Object.fromEntries(
            Object.entries(row.revenue).map(([currency, amount]) => [currency, amount / row.clickOuts]),
          )
        : undefined,
  }))
}

const columns = ['impressions', 'click-outs', 'CTR', 'signups', 'conversion rate'] as const
/** Shown when the rows carry what partners posted back (every report read from the database). */
const conversionColumns = ['conversions', 'conv./click', 'revenue', 'EPC'] as const

const percent = (value: number | undefined) => (value === undefined ? '-' : `${(value * 100).toFixed(1)} %`)
const count = (value: number | undefined) => (value === undefined ? '-' : String(value))
const money = (amounts: Money | undefined) => {
  const entries = Object.entries(amounts ?? {}).sort(([a], [b]) => a.localeCompare(b))
  return entries.length === 0 ? '-' : entries.map(([currency, amount]) => `${amount.toFixed(2)} ${currency}`).join(', ')
}
const cells = (row: ReportRow, withConversions: boolean) => [
  count(row.impressions),
  String(row.clickOuts),
  percent(row.clickThroughRate),
  count(row.signups),
  percent(row.conversionRate),
  ...(withConversions
    ? [count(row.conversions), percent(row.clickConversionRate), money(row.revenue), money(row.earningsPerClick)]
    : []),
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
  const withConversions = rows.some((row) => row.conversions !== undefined)
  if (format === 'csv') {
    const currencies = [...new Set(rows.flatMap((row) => Object.keys(row.revenue ?? {})))].sort()
    return csvOf([
      [
        by,
        'impressions',
        'click_outs',
        'click_through_rate',
        'signups',
        'conversion_rate',
        ...(withConversions ? ['conversions', 'click_conversion_rate'] : []),
        ...currencies.flatMap((currency) => [`revenue_${currency}`, `epc_${currency}`]),
      ],
      ...[...rows, ...(botsRow ? [botsRow as ReportRow] : [])].map((row) => [
        row.key,
        row.impressions,
        row.clickOuts,
        row.clickThroughRate,
        row.signups,
        row.conversionRate,
        ...(withConversions ? [row.conversions, row.clickConversionRate] : []),
        ...currencies.flatMap((currency) => [row.revenue?.[currency], row.earningsPerClick?.[currency]]),
      ]),
    ])
  }
  const table = [
    [by, ...columns, ...(withConversions ? conversionColumns : [])],
    ...rows.map((row) => [row.key, ...cells(row, withConversions)]),
  ]
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

/** Each partner's signups by delivery state (signups/lead-delivery.server.ts), whatever their date. */
export type PartnerDeliveries = {
  partner: string
  pending: number
  failed: number
  delivered: number
  /** When the oldest lead still pending was sent. */
  oldestPending: string | null
  /** Why the latest failed or retried attempt failed. */
  lastError: string | null
}

export async function partnerDeliveries(database: LeadsDatabase): Promise<PartnerDeliveries[]> {
  const rows = await database.all(
    database.query
      .selectFrom('signups')
      .select((eb) => [
        'partner_id',
        eb.fn.countAll<number>().filterWhere('delivery_status', '=', 'pending').as('pending'),
        eb.fn.countAll<number>().filterWhere('delivery_status', '=', 'failed').as('failed'),
        eb.fn.countAll<number>().filterWhere('delivery_status', '=', 'delivered').as('delivered'),
        eb.fn.min('created_at').filterWhere('delivery_status', '=', 'pending').as('oldest_pending'),
        eb.fn.max('delivery_error').filterWhere('delivery_status', 'in', ['pending', 'failed']).as('last_error'),
      ])
      .where('delivery_status', 'is not', null)
      .groupBy('partner_id')
      .orderBy('partner_id'),
  )
  return rows.map((row) => ({
    partner: String(row.partner_id),
    pending: Number(row.pending),
    failed: Number(row.failed),
    delivered: Number(row.delivered),
    oldestPending: row.oldest_pending === null ? null : new Date(String(row.oldest_pending)).toISOString(),
    lastError: row.last_error === null ? null : String(row.last_error),
  }))
}

/** The table report's lines on leads waiting for or refused by their partner; none when all went through. */
export function formatDeliveries(deliveries: readonly PartnerDeliveries[]): string[] {
  const open = deliveries.filter(({ pending, failed }) => pending + failed > 0)
  if (open.length === 0) return []
  return [
    '',
    'Leads not yet with their partner:',
    ...open.map(
      (partner) =>
        `  ${partner.partner}: ${partner.pending} pending${partner.oldestPending ? ` (oldest ${partner.oldestPending})` : ''}, ${partner.failed} failed${partner.lastError ? `; last error: ${partner.lastError}` : ''}`,
    ),
  ]
}

/** A lead not yet with its partner: pending (waiting for its next try) or failed (its tries used up). */
export type OpenLead = {
  id: number
  partner: string
  status: 'pending' | 'failed'
  createdAt: string
  attempts: number
  error: string | null
}

/** The leads not yet with their partner, oldest first (contact data stays out: the panel needs none). */
export async function openLeads(database: LeadsDatabase, limit = 50): Promise<OpenLead[]> {
  const rows = await database.all(
    database.query
      .selectFrom('signups')
      .select(['id', 'partner_id', 'delivery_status', 'created_at', 'delivery_attempts', 'delivery_error'])
      .where('delivery_status', 'in', ['pending', 'failed'])
      .where('erased_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit),
  )
  return rows.map((row) => ({
    id: Number(row.id),
    partner: String(row.partner_id),
    status: row.delivery_status === 'failed' ? 'failed' : 'pending',
    createdAt: new Date(String(row.created_at)).toISOString(),
    attempts: Number(row.delivery_attempts),
    error: row.delivery_error === null ? null : String(row.delivery_error),
  }))
}

/** How long a network may post nothing back before the cockpit calls it silent. */
export const silentAfterMs = 86_400_000

export type NetworkPostbacks = { network: string; lastAt: string; silent: boolean }

/** Each network's latest postback, and whether it has been silent for more than a day. */
export async function networkPostbacks(database: LeadsDatabase, now = new Date()): Promise<NetworkPostbacks[]> {
  const rows = await database.all(
    database.query
      .selectFrom('conversions')
      .select((eb) => ['network', eb.fn.max('created_at').as('last_at')])
      .groupBy('network')
      .orderBy('network'),
  )
  return rows.map((row) => {
    const lastAt = new Date(String(row.last_at)).toISOString()
    return { network: String(row.network), lastAt, silent: now.getTime() - Date.parse(lastAt) > silentAfterMs }
  })
}

/** Each platform's conversion forwards by state (conversions/conversion-forwarding.server.ts), whatever their date. */
export type PlatformForwards = {
  platform: string
  pending: number
  failed: number
  delivered: number
  /** Never sent: the visit left no id the platform matches on. */
  unmatched: number
  /** Why the latest failed or retried attempt failed. */
  lastError: string | null
}

export async function platformForwards(database: LeadsDatabase): Promise<PlatformForwards[]> {
  const rows = await database.all(
    database.query
      .selectFrom('conversion_forwards')
      .select((eb) => [
        'platform',
        eb.fn.countAll<number>().filterWhere('status', '=', 'pending').as('pending'),
        eb.fn.countAll<number>().filterWhere('status', '=', 'failed').as('failed'),
        eb.fn.countAll<number>().filterWhere('status', '=', 'delivered').as('delivered'),
        eb.fn.countAll<number>().filterWhere('status', '=', 'unmatched').as('unmatched'),
        eb.fn.max('error').filterWhere('status', 'in', ['pending', 'failed']).as('last_error'),
      ])
      .groupBy('platform')
      .orderBy('platform'),
  )
  return rows.map((row) => ({
    platform: String(row.platform),
    pending: Number(row.pending),
    failed: Number(row.failed),
    delivered: Number(row.delivered),
    unmatched: Number(row.unmatched),
    lastError: row.last_error === null ? null : String(row.last_error),
  }))
}

/** The table report's lines on conversions waiting for or refused by a platform; none when all went through. */
export function formatForwards(forwards: readonly PlatformForwards[]): string[] {
  const open = forwards.filter(({ pending, failed }) => pending + failed > 0)
  if (open.length === 0) return []
  return [
    '',
    'Conversions not yet forwarded:',
    ...open.map(
      (platform) =>
        `  ${platform.platform}: ${platform.pending} pending, ${platform.failed} failed, ${platform.delivered} forwarded${platform.lastError ? `; last error: ${platform.lastError}` : ''}`,
    ),
  ]
}

export async function buildReport(database: LeadsDatabase, options: ReportOptions): Promise<string> {
  const table = options.format === 'table'
  const [counts, bots, deliveries, forwards] = await Promise.all([
    reportCounts(database, options.by, options),
    // Counted in, crawlers have no row apart.
    options.bots ? undefined : botCounts(database, options),
    table ? partnerDeliveries(database) : [],
    table ? platformForwards(database) : [],
  ])
  return [
    formatReport(reportRows(counts), options, bots),
    ...formatDeliveries(deliveries),
    ...formatForwards(forwards),
  ].join('\n')
}

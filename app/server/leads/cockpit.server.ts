// The operator's cockpit over the report's queries (report.server.ts, the one query module the
// admin, `npm run report` and the CSV read): a period and the one before it of the same length,
// their totals (the tiles) and their buckets by hour, day or week (the chart), a breakdown, and what
// needs a hand (leads and conversion forwards not yet through, networks that went silent).
import {
  type DateRange,
  type NetworkPostbacks,
  networkPostbacks,
  type OpenLead,
  openLeads,
  type PartnerDeliveries,
  type PlatformForwards,
  partnerDeliveries,
  platformForwards,
  type ReportDimension,
  type ReportRow,
  type ReportScope,
  reportCounts,
  reportRows,
  type timeDimensions,
} from './report.server.ts'
import type { LeadsDatabase } from './store/leads-database.server.ts'

export type Interval = (typeof timeDimensions)[number]

export const periodPresets = ['today', 'yesterday', '7d', '30d', 'thisMonth', 'lastMonth'] as const
export type PeriodPreset = (typeof periodPresets)[number]

const dayMs = 86_400_000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/** A preset's days (UTC) as seen on `today`. */
export function presetRange(preset: PeriodPreset, today: Date): DateRange {
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  const monthStart = (offset: number) => Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1)
  const ranges: Record<PeriodPreset, [number, number]> = {
    today: [now, now],
    yesterday: [now - dayMs, now - dayMs],
    '7d': [now - 6 * dayMs, now],
    '30d': [now - 29 * dayMs, now],
    thisMonth: [monthStart(0), now],
    lastMonth: [monthStart(-1), monthStart(0) - dayMs],
  }
  const [from, to] = ranges[preset]
  return { from: isoDay(from), to: isoDay(to) }
}

const daysOf = ({ from, to }: DateRange) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs) + 1

/** The period of the same length that ends the day before `range` begins. */
export function previousRange(range: DateRange): DateRange {
  const start = Date.parse(range.from)
  return { from: isoDay(start - daysOf(range) * dayMs), to: isoDay(start - dayMs) }
}

/** Every bucket of the range in order, as the report keys them (report.server.ts, timeOf). */
export function bucketKeys(interval: Interval, range: DateRange): string[] {
  const start = Date.parse(range.from)
  const end = Date.parse(range.to) + dayMs
  if (interval === 'hour')
    return Array.from({ length: (end - start) / 3_600_000 }, (_, hour) =>
      new Date(start + hour * 3_600_000).toISOString().slice(0, 13),
    )
  if (interval === 'day') return Array.from({ length: daysOf(range) }, (_, day) => isoDay(start + day * dayMs))
  // Weeks begin on Monday (getUTCDay: Sunday 0).
  const monday = start - ((new Date(start).getUTCDay() + 6) % 7) * dayMs
  return Array.from({ length: Math.ceil((end - monday) / (7 * dayMs)) }, (_, week) => isoDay(monday + week * 7 * dayMs))
}

/** The figures a tile and the chart show; revenue and EPC per currency. */
export type Figure = 'impressions' | 'clickOuts' | 'clickThroughRate' | 'signups' | 'conversions' | 'revenue' | 'epc'
export const figures: readonly Figure[] = [
  'impressions',
  'clickOuts',
  'clickThroughRate',
  'signups',
  'conversions',
  'revenue',
  'epc',
]

/** A figure of a row: a number, or amounts per currency for revenue and EPC. */
export function figureOf(row: ReportRow | undefined, figure: Figure): number | Record<string, number> {
  if (figure === 'revenue') return row?.revenue ?? {}
  if (figure === 'epc') return row?.earningsPerClick ?? {}
  return row?.[figure] ?? 0
}

/** The change from `previous` to `current` as a fraction; undefined when there was nothing before. */
export const change = (current: number, previous: number): number | undefined =>
  previous === 0 ? undefined : (current - previous) / previous

export type ChartPoint = {
  key: string
  previousKey: string
  current: ReportRow | undefined
  previous: ReportRow | undefined
}

export type PeriodFigures = {
  range: DateRange
  previousRange: DateRange
  /** The totals of the period and of the one before. */
  total: ReportRow
  previousTotal: ReportRow
  /** Each bucket of the period beside the bucket at the same place in the one before. */
  points: ChartPoint[]
}

/** The tiles' and the chart's figures: the period and the one before, by interval. */
export async function periodFigures(
  database: LeadsDatabase,
  scope: ReportScope,
  interval: Interval,
): Promise<PeriodFigures> {
  const before = { ...scope, ...previousRange(scope) }
  const [current, previous] = await Promise.all([
    reportCounts(database, interval, scope).then(reportRows),
    reportCounts(database, interval, before).then(reportRows),
  ])
  const byKey = (rows: ReportRow[]) => new Map(rows.map((row) => [row.key, row]))
  const [now, then] = [byKey(current.slice(0, -1)), byKey(previous.slice(0, -1))]
  const previousKeys = bucketKeys(interval, before)
  const points = bucketKeys(interval, scope).map((key, index) => {
    const previousKey = previousKeys[index] ?? ''
    return { key, previousKey, current: now.get(key), previous: then.get(previousKey) }
  })
  return {
    range: { from: scope.from, to: scope.to },
    previousRange: { from: before.from, to: before.to },
    total: current.at(-1) as ReportRow,
    previousTotal: previous.at(-1) as ReportRow,
    points,
  }
}

/** A breakdown's rows and its total (the last row), as the report gives them. */
export const breakdown = async (database: LeadsDatabase, by: ReportDimension, scope: ReportScope) =>
  reportRows(await reportCounts(database, by, scope))

/** The dimension a breakdown's row leads to, narrowed to that row: a casino → its pages → its positions. */
export const drillDown: Partial<Record<ReportDimension, { to: ReportDimension; narrows: 'product' | 'page' }>> = {
  product: { to: 'page', narrows: 'product' },
  page: { to: 'position', narrows: 'page' },
}

export type Health = {
  partners: PartnerDeliveries[]
  leads: OpenLead[]
  platforms: PlatformForwards[]
  networks: NetworkPostbacks[]
}

/** What needs a hand in the leads database, whatever the period. */
export async function readHealth(database: LeadsDatabase, now = new Date()): Promise<Health> {
  const [partners, leads, platforms, networks] = await Promise.all([
    partnerDeliveries(database),
    openLeads(database),
    platformForwards(database),
    networkPostbacks(database, now),
  ])
  return { partners, leads, platforms, networks }
}

// The operator's cockpit in the CMS: the report's figures (app/server/leads/cockpit.server.ts over
// report.server.ts, the one query module `npm run report` reads too), from the leads database the
// site uses (DATABASE_URL or LEADS_DB_PATH, cms-env.ts), for the period, chart and breakdown the
// query string chooses.
import {
  breakdown,
  type Figure,
  figures,
  formatReport,
  type Interval,
  type LeadsDatabase,
  openLeadsDatabase,
  periodPresets,
  presetRange,
  type ReportOptions,
  reportDimensions,
  reportOptionsSchema,
  timeDimensions,
  z,
} from '../../../app/server/cms-contract.server.ts'
import { cmsConfig } from '../cms-env.ts'

export type {
  Figure,
  Interval,
  PeriodPreset,
  ReportDimension,
} from '../../../app/server/cms-contract.server.ts'

let database: LeadsDatabase | undefined

/** One connection for the CMS process, opened on the first look at the figures. */
export function leadsDatabase(): LeadsDatabase {
  database ??= openLeadsDatabase(cmsConfig().leadsDatabase)
  return database
}

/** The breakdowns the cockpit offers: every dimension but time, which the chart shows. */
export const breakdownDimensions = reportDimensions.filter(
  (dimension) => !(timeDimensions as readonly string[]).includes(dimension),
)
export const rowsPerPage = 25

const cockpitQuerySchema = z.object({
  preset: z.optional(z.enum(periodPresets)),
  interval: z.optional(z.enum(timeDimensions)),
  figure: z._default(z.enum(figures as [Figure, ...Figure[]]), 'clickOuts'),
  by: z._default(z.enum(breakdownDimensions as [ReportOptions['by'], ...ReportOptions['by'][]]), 'product'),
  sort: z.optional(z.string()),
  desc: z.optional(z.literal('1')),
  p: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
})

export type CockpitQuery = ReportOptions & Omit<z.infer<typeof cockpitQuerySchema>, 'interval'> & { interval: Interval }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined

/**
 * The period (a preset, else from and to; the last 30 days when neither), the chart's interval (by
 * hour for a day, by week beyond 90 days, else by day) and the breakdown asked for in the query string.
 */
export function cockpitQuery(search: Record<string, string | string[] | undefined>, today = new Date()) {
  const preset = first(search.preset)
  const custom = first(search.from) && first(search.to)
  const range =
    !custom || (preset && (periodPresets as readonly string[]).includes(preset))
      ? presetRange((periodPresets as readonly string[]).includes(preset ?? '') ? (preset as '30d') : '30d', today)
      : { from: first(search.from), to: first(search.to) }
  const report = reportOptionsSchema.safeParse({
    ...range,
    by: first(search.by),
    product: first(search.product),
    page: first(search.onPage),
    bots: first(search.bots) === '1',
    format: 'table',
  })
  const cockpit = cockpitQuerySchema.safeParse(
    Object.fromEntries(Object.keys(search).map((key) => [key, first(search[key])])),
  )
  if (!report.success || !cockpit.success)
    return { success: false as const, error: (report.error ?? cockpit.error)?.issues }
  const { from, to } = report.data
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1
  const interval = cockpit.data.interval ?? (days <= 2 ? 'hour' : days > 90 ? 'week' : 'day')
  return {
    success: true as const,
    data: { ...report.data, ...cockpit.data, by: cockpit.data.by, interval } as CockpitQuery,
  }
}

/** A breakdown as CSV (safe cells: app/lib/csv.ts), as `npm run report -- --format csv` writes it. */
export async function breakdownCsv(query: CockpitQuery): Promise<string> {
  return formatReport(await breakdown(leadsDatabase(), query.by, query), { by: query.by, format: 'csv' })
}

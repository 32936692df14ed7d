// The operator's figures in the CMS: the same report `npm run report` prints, from the leads
// database the site uses (DATABASE_URL or LEADS_DB_PATH, cms-env.ts), for a chosen period and dimension.
import {
  formatReport,
  type LeadsDatabase,
  openLeadsDatabase,
  type ReportOptions,
  type ReportRow,
  reportCounts,
  reportOptionsSchema,
  reportRows,
} from '../../../app/server/cms-contract.server.ts'
import { cmsConfig } from '../cms-env.ts'

let database: LeadsDatabase | undefined

/** One connection for the CMS process, opened on the first look at the figures. */
function leadsDatabase(): LeadsDatabase {
  database ??= openLeadsDatabase(cmsConfig().leadsDatabase)
  return database
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** The period and dimension asked for in the query string; the last 30 days by day when absent. */
export function figuresQuery(search: Record<string, string | string[] | undefined>, today = new Date()) {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined
  return reportOptionsSchema.safeParse({
    by: first(search.by),
    from: first(search.from) ?? isoDay(new Date(today.getTime() - 29 * 86_400_000)),
    to: first(search.to) ?? isoDay(today),
    format: 'table',
  })
}

export async function readFigures(options: ReportOptions): Promise<ReportRow[]> {
  return reportRows(await reportCounts(leadsDatabase(), options.by, options))
}

export async function figuresCsv(options: ReportOptions): Promise<string> {
  return formatReport(await readFigures(options), { by: options.by, format: 'csv' })
}

// npm run report -- [--by day|channel|subId|product] [--from YYYY-MM-DD] [--to YYYY-MM-DD]
//                   [--format table|csv|json] [--db path]
// The operator's report from the leads database (app/server/leads/report.server.ts). The database
// is LEADS_DB_PATH (or the site's default file) unless --db names one; the range defaults to the
// last 7 days up to today (UTC).
import { existsSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { parseArgs } from 'node:util'
import { leadsDbPathFromEnv } from '../app/server/leads/leads-db-path.server.ts'
import { buildReport, reportOptionsSchema, sqliteReportSource } from '../app/server/leads/report.server.ts'

const usage =
  'Usage: npm run report -- [--by day|channel|subId|product] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--format table|csv|json] [--db path]'
const day = (date: Date) => date.toISOString().slice(0, 10)

try {
  const { values } = parseArgs({
    options: {
      by: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      format: { type: 'string' },
      db: { type: 'string' },
    },
  })
  const to = values.to ?? day(new Date())
  const parsed = reportOptionsSchema.safeParse({
    by: values.by,
    from: values.from ?? day(new Date(Date.parse(to) - 6 * 86_400_000)),
    to,
    format: values.format,
  })
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    console.error(`--${issue?.path.join('.')}: ${issue?.message}\n${usage}`)
    process.exit(2)
  }
  const path = values.db ?? leadsDbPathFromEnv()
  if (!existsSync(path)) {
    console.error(`No leads database at ${path}`)
    process.exit(1)
  }
  const db = new DatabaseSync(path, { readOnly: true })
  try {
    console.log(buildReport(sqliteReportSource(db), parsed.data))
  } finally {
    db.close()
  }
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${usage}`)
  process.exit(2)
}

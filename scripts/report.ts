// npm run report -- [--by <dimension>] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--product id] [--page path]
//                   [--bots] [--format table|csv|json] [--db path]
// The operator's report (app/server/leads/report.server.ts) from the leads database the site uses:
// PostgreSQL when DATABASE_URL is set, else the SQLite file of LEADS_DB_PATH (or the site's
// default); --db names another SQLite file. Opening it brings it to the current schema, as a server
// start does. The range defaults to the last 7 days up to today (UTC).
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { gglWhitelistStates } from '../app/server/content/ggl-whitelist-state.server.ts'
import { openContentStore } from '../app/server/content/seed-content-store.server.ts'
import { createStoreSource } from '../app/server/content/store-source.server.ts'
import { buildReport, reportDimensions, reportOptionsSchema } from '../app/server/leads/report.server.ts'
import { openLeadsDatabase } from '../app/server/leads/store/open-leads-database.server.ts'
import { externalContentSource } from '../app/server/runtime/content-room.server.ts'
import { serverConfigOrExit } from './lib/server-config.ts'

const usage = `Usage: npm run report -- [--by ${reportDimensions.join('|')}] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--product id] [--page path] [--bots] [--format table|csv|json] [--db path]`
const day = (date: Date) => date.toISOString().slice(0, 10)

/** An old copy of the GGL whitelist is the operator's business too: it decides which casinos earn. */
async function warnOfOldGglWhitelist() {
  const config = serverConfigOrExit()
  const source =
    externalContentSource(config.content, config.website) ??
    createStoreSource(
      openContentStore({ site: config.website, contentDir: config.content.dir, dbPath: config.content.dbPath }).store,
    )
  for (const { warning } of await gglWhitelistStates(source, config.website, new Date()))
    if (warning) console.error(`Warning: ${warning}`)
}

try {
  const { values } = parseArgs({
    options: {
      by: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      format: { type: 'string' },
      product: { type: 'string' },
      page: { type: 'string' },
      bots: { type: 'boolean' },
      db: { type: 'string' },
    },
  })
  const to = values.to ?? day(new Date())
  const parsed = reportOptionsSchema.safeParse({
    by: values.by,
    from: values.from ?? day(new Date(Date.parse(to) - 6 * 86_400_000)),
    to,
    format: values.format,
    product: values.product,
    page: values.page,
    bots: values.bots,
  })
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    console.error(`--${issue?.path.join('.')}: ${issue?.message}\n${usage}`)
    process.exit(2)
  }
  const target = values.db ? { sqlitePath: values.db } : serverConfigOrExit().leads.database
  // Opening a SQLite file creates it: a mistyped path would report zeros instead of failing.
  if ('sqlitePath' in target && !existsSync(target.sqlitePath)) {
    console.error(`No leads database at ${target.sqlitePath}`)
    process.exit(1)
  }
  const database = openLeadsDatabase(target)
  try {
    console.log(await buildReport(database, parsed.data))
    await warnOfOldGglWhitelist()
  } catch (error) {
    const where = 'sqlitePath' in target ? target.sqlitePath : 'DATABASE_URL'
    console.error(`Cannot read the leads database (${where}): ${error instanceof Error ? error.message : error}`)
    process.exitCode = 1
  } finally {
    await database.close()
  }
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${usage}`)
  process.exit(2)
}

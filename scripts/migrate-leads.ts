// npm run db:migrate: brings the leads database (DATABASE_URL, else LEADS_DB_PATH's SQLite file) to
// the current schema and adds the coming months' user-event partitions on PostgreSQL. The servers
// do the same at start-up; run this before a deploy, and monthly from cron where an instance may
// run longer than two months without a restart.
import { migrate } from '../app/server/leads/store/leads-migrations.server.ts'
import { openLeadsDatabase } from '../app/server/leads/store/open-leads-database.server.ts'
import { serverConfigOrExit } from './lib/server-config.ts'

const target = serverConfigOrExit().leads.database
const database = openLeadsDatabase(target, { migrateFirst: false })
try {
  const ran = await migrate(database)
  console.log(
    `${'postgresUrl' in target ? 'PostgreSQL' : target.sqlitePath}: ${ran.length ? `applied migration ${ran.join(', ')}` : 'up to date'}`,
  )
} finally {
  await database.close()
}

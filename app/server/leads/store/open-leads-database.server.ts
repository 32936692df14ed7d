// Opens the leads service's database: PostgreSQL (DATABASE_URL), shared by every process and
// instance, or the embedded SQLite file (LEADS_DB_PATH). Either way the migrations run before the
// first query.
import { LeadsDatabase, type LeadsDatabaseOptions, type QueryRunner } from './leads-database.server.ts'
import { migrate } from './leads-migrations.server.ts'
import { openPostgresExecutor } from './postgres-executor.server.ts'
import { openSqliteExecutor } from './sqlite-executor.server.ts'

export type LeadsDatabaseTarget = { postgresUrl: string } | { sqlitePath: string }

/**
 * The migrations run before the first query; when they fail (the database is locked or down) that
 * query fails, and the next one tries them again. migrateFirst false: the migration command runs
 * its own.
 */
export function openLeadsDatabase(
  target: LeadsDatabaseTarget,
  { migrateFirst = true, observe }: { migrateFirst?: boolean; observe?: LeadsDatabaseOptions['observe'] } = {},
): LeadsDatabase {
  const prepare = migrateFirst ? (runner: QueryRunner) => migrate(runner) : undefined
  return 'postgresUrl' in target
    ? new LeadsDatabase('postgres', openPostgresExecutor(target.postgresUrl), { prepare, observe })
    : new LeadsDatabase('sqlite', openSqliteExecutor(target.sqlitePath), { prepare, observe })
}

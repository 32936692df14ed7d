// Which database the leads service uses, from the environment:
//   DATABASE_URL   postgres://… : PostgreSQL, shared by every process and instance
//   LEADS_DB_PATH  otherwise the embedded SQLite file (see leads-db-path.server.ts)
// Either way the migrations run before the first query.
import { leadsDbPathFromEnv } from '../leads-db-path.server.ts'
import { LeadsDatabase, type QueryRunner } from './leads-database.server.ts'
import { migrate } from './leads-migrations.server.ts'
import { openPostgresExecutor } from './postgres-executor.server.ts'
import { openSqliteExecutor } from './sqlite-executor.server.ts'

export type LeadsDatabaseTarget = { postgresUrl: string } | { sqlitePath: string }

export function leadsDatabaseTargetFromEnv(env: Record<string, string | undefined>): LeadsDatabaseTarget {
  const url = env.DATABASE_URL?.trim()
  if (!url) return { sqlitePath: leadsDbPathFromEnv(env) }
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`DATABASE_URL must be a postgres:// URL, not "${url}"`)
  return { postgresUrl: url }
}

/**
 * The migrations run before the first query; when they fail (the database is locked or down) that
 * query fails, and the next one tries them again. migrateFirst false: the migration command runs
 * its own.
 */
export function openLeadsDatabase(target: LeadsDatabaseTarget, { migrateFirst = true } = {}): LeadsDatabase {
  const prepare = migrateFirst ? (runner: QueryRunner) => migrate(runner) : undefined
  return 'postgresUrl' in target
    ? new LeadsDatabase('postgres', openPostgresExecutor(target.postgresUrl), { prepare })
    : new LeadsDatabase('sqlite', openSqliteExecutor(target.sqlitePath), { prepare })
}

let database: LeadsDatabase | undefined

/** The process's leads database, shared by the leads, consent and signup endpoints. */
export function getLeadsDatabase(): LeadsDatabase {
  database ??= openLeadsDatabase(leadsDatabaseTargetFromEnv(process.env))
  return database
}

// The leads database of each server under test: the Playwright config hands the path to the server
// (LEADS_DB_PATH), and tests read what the site stored straight from the SQLite file.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

export const leadsDbPath = (port: string | number) => join(tmpdir(), `e2e-leads-${port}.sqlite`)

/** Runs one read-only query against the leads database of the server on port. */
export function queryLeadsOf(port: string | number, sql: string, ...parameters: string[]): Record<string, unknown>[] {
  // The server may hold the file's lock a moment (its migrations, a checkpoint): wait, do not fail.
  const db = new DatabaseSync(leadsDbPath(port), { readOnly: true, timeout: 2000 })
  try {
    return db.prepare(sql).all(...parameters) as Record<string, unknown>[]
  } finally {
    db.close()
  }
}

/** Runs one read-only query against the German site's leads database (the main server). */
export const queryLeads = (sql: string, ...parameters: string[]) =>
  queryLeadsOf(process.env.E2E_PORT ?? '', sql, ...parameters)

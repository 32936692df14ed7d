// The leads database of the server under test: the Playwright config hands the path to the server
// (LEADS_DB_PATH), and tests read what the site stored straight from the SQLite file.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

export const leadsDbPath = (port: string | number) => join(tmpdir(), `e2e-leads-${port}.sqlite`)

/** Runs one read-only query against the server's leads database. */
export function queryLeads(sql: string, ...parameters: string[]): Record<string, unknown>[] {
  const db = new DatabaseSync(leadsDbPath(process.env.E2E_PORT ?? ''), { readOnly: true })
  try {
    return db.prepare(sql).all(...parameters) as Record<string, unknown>[]
  } finally {
    db.close()
  }
}

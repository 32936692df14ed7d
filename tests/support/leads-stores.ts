// The leads database of an integration test, of either kind the service runs on: a fresh SQLite
// file in a temporary folder, or a fresh database on the test PostgreSQL server that
// tests/support/postgres-global-setup.ts starts (scripts/postgres). Every leads integration test
// runs once per kind.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import type { LeadsDatabase } from '../../app/server/leads/store/leads-database.server.ts'
import { type LeadsDatabaseTarget, openLeadsDatabase } from '../../app/server/leads/store/open-leads-database.server.ts'
import { createPostgresDatabase } from './postgres-databases.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test PostgreSQL server's maintenance database (postgres://…). */
    postgresUrl: string
  }
}

export const leadsStoreKinds = ['sqlite', 'postgres'] as const
export type LeadsStoreKind = (typeof leadsStoreKinds)[number]

export type TestLeadsDatabase = {
  target: LeadsDatabaseTarget
  /** Opens the database (more than once gives several connections, as several processes have). */
  open: () => LeadsDatabase
  /** Removes the file, or drops the database. */
  drop: () => Promise<void>
}

export async function freshLeadsDatabase(kind: LeadsStoreKind): Promise<TestLeadsDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'leads-db-'))
    const target = { sqlitePath: join(dir, 'leads.sqlite') }
    return {
      target,
      open: () => openLeadsDatabase(target),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const database = await createPostgresDatabase(inject('postgresUrl'), 'leads_test')
  const target = { postgresUrl: database.url }
  return { target, open: () => openLeadsDatabase(target), drop: database.drop }
}

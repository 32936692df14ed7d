// PostgreSQL through a pool of node-postgres connections. A connection that cannot be had quickly,
// or that breaks, makes the store unavailable (503 with Retry-After), never a hung request; the
// pool reconnects on its own when the server is back.
import pg from 'pg'
import { reportError } from '../../../errors/report.ts'
import { type Executor, LeadsStoreUnavailable, type Statement, type StatementResult } from './leads-database.server.ts'

export type PostgresOptions = {
  /** Connections of this process; the database's max_connections bounds all processes together. */
  maxConnections?: number
  /** How long a request may wait for a connection. */
  connectTimeoutMs?: number
}

/** SQLSTATE classes that mean the server or the connection is gone, not that the query was wrong. */
const unavailableStates = /^(08|53|57P|58)/

function unavailable(error: unknown): boolean {
  const state = (error as { code?: unknown }).code
  // Errors without a SQLSTATE are the socket's (refused, reset, timeout) or the pool's.
  return typeof state !== 'string' || !/^[0-9A-Z]{5}$/.test(state) || unavailableStates.test(state)
}

export function openPostgresExecutor(connectionString: string, options: PostgresOptions = {}): Executor {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 500,
    idleTimeoutMillis: 30_000,
  })
  // An idle connection the server dropped (restart, failover) must not crash the process; the pool
  // discards it and opens a new one when needed.
  pool.on('error', (error) => reportError(error, { level: 'warning', tags: { store: 'postgres' } }))

  return {
    async run(statements: readonly Statement[]): Promise<StatementResult[]> {
      let client: pg.PoolClient
      try {
        client = await pool.connect()
      } catch (error) {
        throw new LeadsStoreUnavailable(`The leads database cannot be reached: ${String(error)}`, { cause: error })
      }
      const transaction = statements.length > 1
      let broken: Error | undefined
      // A connection lost between two statements is told as an event, not to a query: without a
      // listener it would end the process. The next statement then fails and says so.
      const lost = (error: Error) => {
        broken = error
      }
      client.on('error', lost)
      try {
        if (transaction) await client.query('BEGIN')
        const results: StatementResult[] = []
        for (const { sql, parameters } of statements) {
          const result = await client.query({ text: sql, values: [...parameters] })
          results.push({ rows: result.rows, changes: result.rowCount ?? 0 })
        }
        if (transaction) await client.query('COMMIT')
        return results
      } catch (error) {
        if (unavailable(error)) {
          broken = error instanceof Error ? error : new Error(String(error))
          throw new LeadsStoreUnavailable(`The leads database failed: ${String(error)}`, { cause: error })
        }
        if (transaction)
          await client.query('ROLLBACK').catch((rollbackFailed: unknown) => {
            broken = rollbackFailed instanceof Error ? rollbackFailed : new Error(String(rollbackFailed))
          })
        throw error
      } finally {
        client.off('error', lost)
        // A broken connection is closed rather than handed to the next request.
        client.release(broken)
      }
    },
    close: () => pool.end(),
  }
}

// The leads service's database, whichever it is: queries are built once with Kysely, compiled for
// the dialect, and run by an executor that never blocks the event loop (SQLite in a worker thread,
// PostgreSQL over the network). Several queries run all or nothing. When the database cannot take
// a write (locked, unwritable, down) the store fails fast for a moment instead of queueing every
// request behind it: callers answer 503 with Retry-After and the visitor's next try goes through.
import {
  type Compilable,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely'
import { reportError } from '../../../errors/report.ts'
import type { LeadsSchema } from './leads-schema.server.ts'

export type Dialect = 'sqlite' | 'postgres'
export type Statement = { sql: string; parameters: readonly unknown[] }
export type StatementResult = { rows: Record<string, unknown>[]; changes: number }

/**
 * patient: may wait seconds for another connection's lock instead of the request budget: the
 * migrations, which processes starting together run at the same moment.
 */
export type RunOptions = { patient?: boolean }

/** Runs statements asynchronously; more than one run in one transaction. */
export type Executor = {
  run(statements: readonly Statement[], options?: RunOptions): Promise<StatementResult[]>
  close(): Promise<void>
}

/** The database cannot answer now (locked, unwritable, unreachable); the same call may work later. */
export class LeadsStoreUnavailable extends Error {
  override name = 'LeadsStoreUnavailable'
}

/** Seconds the store answers "unavailable" without trying after an outage began: the Retry-After. */
export const retryAfterSeconds = 1
/** Failures in a row that make an outage: one busy moment between two writers is none. */
export const failuresToOutage = 3

/** A Kysely that only builds and compiles queries: the executors run them. */
function queryBuilder(dialect: Dialect): Kysely<LeadsSchema> {
  const sqlite = dialect === 'sqlite'
  return new Kysely<LeadsSchema>({
    dialect: {
      createAdapter: () => (sqlite ? new SqliteAdapter() : new PostgresAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (sqlite ? new SqliteIntrospector(db) : new PostgresIntrospector(db)),
      createQueryCompiler: () => (sqlite ? new SqliteQueryCompiler() : new PostgresQueryCompiler()),
    },
  })
}

/** What queries run through: the database, or (while it prepares) its migrations. */
export type QueryRunner = {
  readonly dialect: Dialect
  /** Builds the queries that run() and all() take. */
  readonly query: Kysely<LeadsSchema>
  /** Runs the queries in order, all or nothing. */
  run(queries: ReadonlyArray<Compilable<unknown>>): Promise<StatementResult[]>
  /** The rows of one query. */
  all<Row>(query: Compilable<Row>): Promise<Row[]>
}

export type LeadsDatabaseOptions = {
  /** Runs once before the first query (the migrations); tried again on the next query when it fails. */
  prepare?: (runner: QueryRunner) => Promise<unknown>
  now?: () => number
  /** Told the seconds each round trip to the database took, and whether it failed. */
  observe?: (seconds: number, failed: boolean) => void
}

export class LeadsDatabase implements QueryRunner {
  readonly dialect: Dialect
  readonly query: Kysely<LeadsSchema>
  readonly #executor: Executor
  readonly #now: () => number
  readonly #prepare: LeadsDatabaseOptions['prepare']
  readonly #observe: LeadsDatabaseOptions['observe']
  #prepared: Promise<void> | undefined
  #triedToPrepare = false
  #unavailableUntil = 0
  #failuresInARow = 0

  constructor(dialect: Dialect, executor: Executor, options: LeadsDatabaseOptions = {}) {
    this.dialect = dialect
    this.query = queryBuilder(dialect)
    this.#executor = executor
    this.#now = options.now ?? Date.now
    this.#prepare = options.prepare
    this.#observe = options.observe
  }

  /**
   * Settles when the database answers a read now, or rejects with why not. A read takes no lock a
   * writer waits for (WAL on SQLite, MVCC on PostgreSQL), and it leaves the writes' outage
   * bookkeeping alone: a read that works says nothing about whether writes do.
   */
  async checkReadable(): Promise<void> {
    await this.prepared()
    const { sql: text, parameters } = this.query.selectFrom('schema_migrations').select('version').limit(1).compile()
    await this.#executor.run([{ sql: text, parameters }])
  }

  async run(queries: ReadonlyArray<Compilable<unknown>>): Promise<StatementResult[]> {
    await this.prepared()
    return this.#execute(queries)
  }

  async all<Row>(query: Compilable<Row>): Promise<Row[]> {
    const [result] = await this.run([query])
    return (result?.rows ?? []) as Row[]
  }

  /** Settles when the database is ready for queries (migrated), or why it is not. */
  prepared(): Promise<void> {
    const prepare = this.#prepare
    if (!prepare || this.#prepared) return this.#prepared ?? Promise.resolve()
    // The first try waits for processes starting alongside (their migrations hold the lock a moment);
    // a retry, after a failure, fails as fast as any query.
    const options = { patient: !this.#triedToPrepare }
    this.#triedToPrepare = true
    this.#prepared = prepare({
      dialect: this.dialect,
      query: this.query,
      run: (queries) => this.#execute(queries, options),
      all: async <Row>(query: Compilable<Row>) => ((await this.#execute([query], options))[0]?.rows ?? []) as Row[],
    }).then(
      () => undefined,
      (error: unknown) => {
        this.#prepared = undefined
        throw error
      },
    )
    return this.#prepared
  }

  close(): Promise<void> {
    return this.#executor.close()
  }

  async #execute(queries: ReadonlyArray<Compilable<unknown>>, options?: RunOptions): Promise<StatementResult[]> {
    if (this.#now() < this.#unavailableUntil) throw new LeadsStoreUnavailable('The leads database failed a moment ago')
    const started = performance.now()
    const observe = (failed: boolean) => this.#observe?.((performance.now() - started) / 1000, failed)
    try {
      const results = await this.#executor.run(
        queries.map((query) => {
          const { sql, parameters } = query.compile()
          return { sql, parameters }
        }),
        options,
      )
      observe(false)
      // It answered: the next failure is a new outage.
      this.#unavailableUntil = 0
      this.#failuresInARow = 0
      return results
    } catch (error) {
      observe(true)
      if (error instanceof LeadsStoreUnavailable && ++this.#failuresInARow >= failuresToOutage) {
        // Reported once per outage: a locked or stopped database would otherwise report every request.
        if (this.#unavailableUntil === 0) reportError(error, { level: 'warning', tags: { store: this.dialect } })
        this.#unavailableUntil = this.#now() + retryAfterSeconds * 1000
      }
      throw error
    }
  }
}

/**
 * Statements to start a unit with so that the units naming one key run one at a time across
 * processes: PostgreSQL's transaction-scoped advisory lock; none on SQLite, which writes one unit at
 * a time anyway.
 */
export function oneAtATime(db: QueryRunner, key: number): Array<Compilable<unknown>> {
  if (db.dialect === 'sqlite') return []
  return [{ compile: () => sql`select pg_advisory_xact_lock(${sql.lit(key)})`.compile(db.query) }]
}

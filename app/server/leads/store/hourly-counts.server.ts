// The figures' rollup (decision 091): impressions, click-outs, signups and product views counted per
// hour (UTC), crawler flag and product, in hourly_counts. A hour is folded once it has closed (its
// end lies foldGraceMs in the past): facts carry the instant they were written, so none is written
// into a closed hour afterwards. hourly_counts_span holds the one span of hours folded so far,
// [folded_from, folded_to): the report reads that span from the rollup and everything outside it raw
// (report.server.ts), so figures stay whole while the rollup lags, and a fact older than the span
// (written before the rollup existed) counts raw until the next fold takes it in.
//
// A fold is one unit, the same in the backfill (migration 10) and in the schedule every server
// process runs: it folds the closed hours after the span and any facts before it, and moves the
// span's ends. Folds of several processes run one at a time (an advisory lock on PostgreSQL; SQLite
// writes one unit at a time), and the later one finds nothing left to fold.
import { type Compilable, type RawBuilder, sql } from 'kysely'
import { type LeadsDatabase, oneAtATime, type QueryRunner } from './leads-database.server.ts'

/** What the rollup counts, as hourly_counts.fact names it. */
export type FoldedFact = 'impression' | 'click' | 'signup' | 'productView'

/** How long after its end a hour is folded: every fact of it is written by then (a write gives up within a second). */
export const foldGraceMs = 5 * 60_000

/** How often each server process folds the hours that closed. */
export const foldIntervalMs = 5 * 60_000

const hourMs = 3_600_000

/** The start of the last hour that is closed at `now`, as the instant (ISO) the folded span may reach. */
export const closedUntil = (now: Date): string =>
  new Date(Math.floor((now.getTime() - foldGraceMs) / hourMs) * hourMs).toISOString()

/** Arbitrary, fixed: the lock that lets one fold at a time run on PostgreSQL. */
const foldLockKey = 91_091

/** Each fact's table and how one hour of it is counted (a product view once per impression and product). */
const sources: ReadonlyArray<{
  fact: FoldedFact
  table: 'impressions' | 'clicks' | 'signups' | 'user_events'
  /** Crawlers' facts are marked (signups come from the site's forms and are not). */
  bot: boolean
  byProduct: boolean
  count: RawBuilder<number>
  only?: RawBuilder<boolean>
}> = [
  { fact: 'impression', table: 'impressions', bot: true, byProduct: false, count: sql`count(*)` },
  { fact: 'click', table: 'clicks', bot: true, byProduct: true, count: sql`count(*)` },
  { fact: 'signup', table: 'signups', bot: false, byProduct: false, count: sql`count(*)` },
  {
    fact: 'productView',
    table: 'user_events',
    bot: true,
    byProduct: true,
    count: sql`count(distinct ${sql.ref('impression_id')})`,
    only: sql`${sql.ref('partition_key')} = ${sql.lit('productView')}`,
  },
]

/** The hour (its first instant, in the column's own type) a fact's created_at lies in. */
function hourOf(runner: QueryRunner): RawBuilder<string> {
  const createdAt = sql.ref('created_at')
  return runner.dialect === 'sqlite'
    ? sql`substr(${createdAt}, 1, 13) || ${sql.lit(':00:00.000Z')}`
    : sql`date_trunc('hour', ${createdAt} at time zone 'UTC') at time zone 'UTC'`
}

const compiled = (runner: QueryRunner, builder: RawBuilder<unknown>): Compilable<unknown> => ({
  compile: () => builder.compile(runner.query),
})

/** Inserts the hourly counts of every fact whose created_at matches `window`. */
function foldWhere(runner: QueryRunner, window: RawBuilder<boolean>): Array<Compilable<unknown>> {
  return sources.map(({ fact, table, bot, byProduct, count, only }) =>
    compiled(
      runner,
      sql`insert into hourly_counts (hour, fact, bot, product_id, count)
          select ${hourOf(runner)}, ${sql.lit(fact)}, ${bot ? sql.ref('bot') : sql.lit(0)},
                 ${byProduct ? sql.ref('product_id') : sql.lit('')}, ${count}
          from ${sql.table(table)}
          where ${window}${only ? sql` and ${only}` : sql``}
          group by 1, 3, 4`,
    ),
  )
}

/**
 * One fold as statements of one unit (the backfill's and the schedule's), from the folded span as
 * read before it: the facts before the span (older than the rollup), then the closed hours after
 * it, up to `until`. The span's ends are given as values, so PostgreSQL reads the facts' time
 * indexes (an end it learns only from a subquery, it guesses, and reads whole tables); each
 * statement checks that its end is still the one read, so a fold another process finished
 * meanwhile leaves this one nothing to do.
 */
export function foldStatements(runner: QueryRunner, span: FoldedSpan, until: string): Array<Compilable<unknown>> {
  const createdAt = sql.ref('created_at')
  const still = (end: 'folded_from' | 'folded_to', value: string) =>
    sql<boolean>`exists (select 1 from hourly_counts_span where ${sql.ref(end)} = ${value})`
  const { query } = runner
  return [
    ...foldWhere(runner, sql`${createdAt} < ${span.start} and ${still('folded_from', span.start)}`),
    query
      .updateTable('hourly_counts_span')
      .set((eb) => ({
        folded_from: eb.fn.coalesce(
          eb
            .selectFrom('hourly_counts')
            .select((inner) => inner.fn.min('hour').as('hour'))
            .where('hour', '<', span.start),
          eb.ref('folded_from'),
        ),
      }))
      .where('folded_from', '=', span.start),
    ...foldWhere(
      runner,
      sql`${createdAt} >= ${span.end} and ${createdAt} < ${until} and ${still('folded_to', span.end)}`,
    ),
    query
      .updateTable('hourly_counts_span')
      .set({ folded_to: until })
      .where('folded_to', '=', span.end)
      .where('folded_to', '<', until),
  ]
}

/** The job: folds what closed by `now` into the rollup, one process at a time. */
export async function foldClosedHours(database: LeadsDatabase, now = new Date()): Promise<void> {
  const span = await foldedSpan(database)
  if (!span) return
  await database.run([...oneAtATime(database, foldLockKey), ...foldStatements(database, span, closedUntil(now))])
}

/** The instants [from, to) the rollup holds; undefined before the rollup's first fold. */
export type FoldedSpan = { start: string; end: string }

/** PostgreSQL answers a timestamptz as a Date, SQLite as the ISO text it keeps. */
const isoOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString()

export async function foldedSpan(database: LeadsDatabase): Promise<FoldedSpan | undefined> {
  const [row] = await database.all(
    database.query.selectFrom('hourly_counts_span').select(['folded_from', 'folded_to']).limit(1),
  )
  return row ? { start: isoOf(row.folded_from), end: isoOf(row.folded_to) } : undefined
}

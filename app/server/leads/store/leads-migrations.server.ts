// The leads database's schema as versioned migrations, one definition for SQLite and PostgreSQL
// (Kysely's schema builder; the few differences are spelled out where they are). They run at
// start-up, before the first query, and by `npm run db:migrate`. Each runs once, in one
// transaction, recorded in schema_migrations; processes starting together (workers, instances)
// race safely: the loser's insert of the version fails, and it finds the version applied.
// A later change adds a migration; it never edits one that has shipped.
//
// PostgreSQL keeps user events in a table partitioned by partition key and then by month, so old
// months are dropped whole (docs/scaling.md, retention); months are added ahead by every start and
// every `npm run db:migrate`, and a default partition catches a row of a month not yet added.
import { type Compilable, type CreateTableBuilder, sql } from 'kysely'
import { closedUntil, foldStatements } from './hourly-counts.server.ts'
import type { QueryRunner } from './leads-database.server.ts'

type Migration = { version: number; queries: (runner: QueryRunner, now: Date) => Array<Compilable<unknown>> }

/** The columns that differ: an automatic id, a point in time, a decimal amount. */
function types(runner: QueryRunner) {
  const sqlite = runner.dialect === 'sqlite'
  return {
    withId: <T extends string>(table: CreateTableBuilder<T, never>, name: string) =>
      sqlite
        ? table.addColumn(name, 'integer', (column) => column.primaryKey())
        : table.addColumn(name, 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity()),
    time: sqlite ? ('text' as const) : ('timestamptz' as const),
    decimal: sqlite ? ('real' as const) : ('double precision' as const),
    /** SQLite checks column types only in STRICT tables. */
    strict: <T extends string>(table: CreateTableBuilder<T, never>) => (sqlite ? table.modifyEnd(sql`strict`) : table),
  }
}

const raw = (runner: QueryRunner, builder: ReturnType<typeof sql>): Compilable<unknown> => ({
  compile: () => builder.compile(runner.query),
})

/** user_events' two list partitions on PostgreSQL, each split by month. */
const eventPartitions = [
  { key: 'productView', table: 'user_events_product_view' },
  { key: 'initialProductList', table: 'user_events_initial_product_list' },
] as const

function userEventsTable(runner: QueryRunner): Array<Compilable<unknown>> {
  const { time, strict } = types(runner)
  const columns = runner.query.schema
    .createTable('user_events')
    .ifNotExists()
    .addColumn('impression_id', 'text', (column) => column.notNull().references('impressions.id'))
    .addColumn('partition_key', 'text', (column) => column.notNull())
    .addColumn('product_id', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('created_at', time, (column) => column.notNull())
  if (runner.dialect === 'sqlite')
    return [
      strict(columns.addColumn('id', 'integer', (column) => column.primaryKey())),
      // A product view counts once per impression, however often the browser reports it.
      runner.query.schema
        .createIndex('user_events_one_view')
        .ifNotExists()
        .unique()
        .on('user_events')
        .columns(['impression_id', 'product_id'])
        .where(sql.ref('partition_key'), '=', 'productView'),
    ]
  return [
    // The primary key of a partitioned table holds its partition columns.
    columns
      .addColumn('id', 'bigint', (column) => column.notNull().generatedAlwaysAsIdentity())
      .addPrimaryKeyConstraint('user_events_pkey', ['id', 'partition_key', 'created_at'])
      .modifyEnd(sql`partition by list (partition_key)`),
    ...eventPartitions.flatMap(({ key, table }) => [
      raw(
        runner,
        sql`create table if not exists ${sql.table(table)} partition of user_events
            for values in (${sql.lit(key)}) partition by range (created_at)`,
      ),
      raw(
        runner,
        sql`create table if not exists ${sql.table(`${table}_default`)} partition of ${sql.table(table)} default`,
      ),
    ]),
    raw(
      runner,
      sql`create unique index if not exists user_events_product_view_default_one_view
          on user_events_product_view_default (impression_id, product_id)`,
    ),
  ]
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    queries: (runner) => {
      const { withId, time, decimal, strict } = types(runner)
      const { schema } = runner.query
      return [
        strict(
          schema
            .createTable('impressions')
            .ifNotExists()
            .addColumn('id', 'text', (column) => column.primaryKey())
            .addColumn('unique_user_id', 'text', (column) => column.notNull())
            .addColumn('channel_id', 'integer', (column) => column.notNull())
            .addColumn('channel_name', 'text', (column) => column.notNull())
            .addColumn('locale', 'text', (column) => column.notNull())
            .addColumn('sub_id', 'text', (column) => column.notNull())
            .addColumn('tracking_data', 'text', (column) => column.notNull())
            .addColumn('device', 'text', (column) => column.notNull())
            .addColumn('created_at', time, (column) => column.notNull()),
        ),
        ...userEventsTable(runner),
        strict(
          withId(schema.createTable('client_ids').ifNotExists(), 'id')
            .addColumn('impression_id', 'text', (column) => column.notNull().references('impressions.id'))
            .addColumn('client_type', 'text', (column) => column.notNull())
            .addColumn('client_id', 'text', (column) => column.notNull())
            .addColumn('click_id', 'text')
            .addColumn('locale', 'text', (column) => column.notNull())
            .addColumn('created_at', time, (column) => column.notNull())
            .addUniqueConstraint('client_ids_once', ['impression_id', 'client_type', 'client_id']),
        ),
        strict(
          withId(schema.createTable('clicks').ifNotExists(), 'id')
            .addColumn('impression_id', 'text')
            .addColumn('product_id', 'text', (column) => column.notNull())
            .addColumn('target_url', 'text', (column) => column.notNull())
            .addColumn('created_at', time, (column) => column.notNull()),
        ),
        // Proof of consent (GDPR Art. 7(1)): no IP address or other identifier beyond the random id.
        strict(
          withId(schema.createTable('consent_records').ifNotExists(), 'row_id')
            .addColumn('consent_id', 'text', (column) => column.notNull())
            .addColumn('preferences', 'integer', (column) => column.notNull().check(sql`preferences in (0, 1)`))
            .addColumn('statistics', 'integer', (column) => column.notNull().check(sql`statistics in (0, 1)`))
            .addColumn('marketing', 'integer', (column) => column.notNull().check(sql`marketing in (0, 1)`))
            .addColumn('given_at', 'text', (column) => column.notNull())
            .addColumn('policy_revision', 'integer', (column) => column.notNull())
            .addColumn('received_at', time, (column) => column.notNull()),
        ),
        schema.createIndex('consent_records_by_consent_id').ifNotExists().on('consent_records').column('consent_id'),
        strict(
          withId(schema.createTable('signups').ifNotExists(), 'id')
            .addColumn('site_id', 'integer', (column) => column.notNull())
            .addColumn('locale', 'text', (column) => column.notNull())
            .addColumn('partner_id', 'text')
            .addColumn('purpose', 'text')
            .addColumn('name', 'text', (column) => column.notNull())
            .addColumn('email', 'text', (column) => column.notNull())
            .addColumn('phone', 'text', (column) => column.notNull())
            .addColumn('amount', decimal)
            .addColumn('consent_to_contact', 'integer', (column) => column.notNull().check(sql`consent_to_contact = 1`))
            .addColumn('created_at', time, (column) => column.notNull()),
        ),
      ]
    },
  },
  {
    // A signup is credited to the campaign of the visit it came from (the operator's report).
    version: 2,
    queries: (runner) => [runner.query.schema.alterTable('signups').addColumn('impression_id', 'text')],
  },
  {
    // Facts a known crawler caused are kept, marked, and left out of the report's figures. On
    // PostgreSQL, the rate limits every worker and instance share (rate-limits.server.ts; the
    // limiter library's own layout).
    version: 3,
    queries: (runner) => [
      ...(['impressions', 'user_events', 'clicks'] as const).map((table) =>
        runner.query.schema.alterTable(table).addColumn('bot', 'integer', (column) => column.notNull().defaultTo(0)),
      ),
      ...(runner.dialect === 'postgres'
        ? [
            runner.query.schema
              .createTable('rate_limits')
              .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
              .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
              .addColumn('expire', 'bigint'),
          ]
        : []),
    ],
  },
  {
    // A person's data (docs/decisions/028-personal-data.md): a repeated signup updates its row
    // (updated_at, from which retention counts), an erased one keeps its row for the report without
    // its contact data (erased_at), and each export or erasure is logged without the contact itself.
    version: 4,
    queries: (runner) => {
      const { withId, time, strict } = types(runner)
      const { schema } = runner.query
      return [
        schema.alterTable('signups').addColumn('updated_at', time),
        schema.alterTable('signups').addColumn('erased_at', time),
        schema.createIndex('signups_by_email').ifNotExists().on('signups').expression(sql`lower(email)`),
        schema.createIndex('signups_by_phone').ifNotExists().on('signups').column('phone'),
        strict(
          withId(schema.createTable('privacy_requests').ifNotExists(), 'id')
            .addColumn('kind', 'text', (column) =>
              column.notNull().check(sql`kind in ('export', 'erase', 'retention')`),
            )
            .addColumn('subject_hash', 'text')
            .addColumn('row_count', 'integer', (column) => column.notNull())
            .addColumn('requested_at', time, (column) => column.notNull()),
        ),
      ]
    },
  },
  {
    // Every click-out gets a click id a partner can send back with a conversion, and keeps what the
    // partner was sent and where the visitor clicked (the report by subId, page and position). A
    // conversion is stored once per network and transaction id, however often the network retries.
    version: 5,
    queries: (runner) => {
      const { withId, time, decimal, strict } = types(runner)
      const { schema } = runner.query
      return [
        schema.alterTable('clicks').addColumn('click_id', 'text'),
        schema.alterTable('clicks').addColumn('sub_id', 'text'),
        schema.alterTable('clicks').addColumn('page', 'text'),
        schema.alterTable('clicks').addColumn('position', 'integer'),
        schema.createIndex('clicks_by_click_id').unique().on('clicks').column('click_id'),
        strict(
          withId(schema.createTable('conversions'), 'id')
            .addColumn('network', 'text', (column) => column.notNull())
            .addColumn('txid', 'text', (column) => column.notNull())
            .addColumn('click_id', 'text', (column) => column.notNull())
            .addColumn('event', 'text', (column) => column.notNull())
            .addColumn('payout', decimal, (column) => column.notNull())
            .addColumn('currency', 'text')
            .addColumn('created_at', time, (column) => column.notNull())
            .addUniqueConstraint('conversions_once', ['network', 'txid']),
        ),
        schema.createIndex('conversions_by_time').on('conversions').column('created_at'),
      ]
    },
  },
  {
    // A signup for a partner is delivered to the partner's endpoint from the row itself (an outbox
    // written by the same statement as the signup): pending until the partner answers 2xx, retried
    // with backoff, failed after the last attempt (signups/lead-delivery.server.ts).
    version: 6,
    queries: (runner) => {
      const { time } = types(runner)
      const { schema } = runner.query
      return [
        schema
          .alterTable('signups')
          .addColumn('delivery_status', 'text', (column) =>
            column.check(sql`delivery_status in ('pending', 'delivered', 'failed')`),
          ),
        schema
          .alterTable('signups')
          .addColumn('delivery_attempts', 'integer', (column) => column.notNull().defaultTo(0)),
        schema.alterTable('signups').addColumn('next_delivery_at', time),
        schema.alterTable('signups').addColumn('delivered_at', time),
        schema.alterTable('signups').addColumn('delivery_error', 'text'),
        schema.createIndex('signups_due_for_delivery').on('signups').columns(['delivery_status', 'next_delivery_at']),
      ]
    },
  },
  {
    // A conversion is forwarded to the ad and analytics platforms only as far as the visitor's consent
    // at the click allowed (null: none known), with the advertising click ids the click carried; each
    // forward waits in its own row (an outbox written with the conversion), once per conversion and
    // platform (conversions/conversion-forwarding.server.ts).
    version: 7,
    queries: (runner) => {
      const { withId, time, strict } = types(runner)
      const { schema } = runner.query
      const flag = (name: string) => sql`${sql.ref(name)} in (0, 1)`
      return [
        schema
          .alterTable('clicks')
          .addColumn('consent_statistics', 'integer', (column) => column.check(flag('consent_statistics'))),
        schema
          .alterTable('clicks')
          .addColumn('consent_marketing', 'integer', (column) => column.check(flag('consent_marketing'))),
        schema.alterTable('clicks').addColumn('ad_click_ids', 'text'),
        strict(
          withId(schema.createTable('conversion_forwards'), 'id')
            .addColumn('conversion_id', 'integer', (column) => column.notNull().references('conversions.id'))
            .addColumn('platform', 'text', (column) => column.notNull())
            .addColumn('event_name', 'text', (column) => column.notNull())
            .addColumn('status', 'text', (column) =>
              column.notNull().check(sql`status in ('pending', 'delivered', 'failed', 'unmatched')`),
            )
            .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
            .addColumn('next_attempt_at', time, (column) => column.notNull())
            .addColumn('delivered_at', time)
            .addColumn('error', 'text')
            .addColumn('created_at', time, (column) => column.notNull())
            .addUniqueConstraint('conversion_forwards_once', ['conversion_id', 'platform']),
        ),
        schema.createIndex('conversion_forwards_due').on('conversion_forwards').columns(['status', 'next_attempt_at']),
      ]
    },
  },
  {
    // A click-out keeps its product's affiliate network: a postback books only a click of its own
    // network's products. Clicks from before have none, and no network books them (decision 052).
    version: 8,
    queries: (runner) => [runner.query.schema.alterTable('clicks').addColumn('network', 'text')],
  },
  {
    // The operator's cockpit reads a period of impressions, click-outs and signups by their time
    // (report.server.ts): without these, every look scans the tables whole (decision 087).
    version: 9,
    queries: (runner) => {
      const { schema } = runner.query
      return [
        // With bot: a count by hour, day or week reads the index alone, not the rows.
        schema.createIndex('impressions_by_time').ifNotExists().on('impressions').columns(['created_at', 'bot']),
        schema.createIndex('clicks_by_time').ifNotExists().on('clicks').columns(['created_at', 'bot']),
        schema.createIndex('signups_by_time').ifNotExists().on('signups').column('created_at'),
        // The last postback per network.
        schema.createIndex('conversions_by_network').ifNotExists().on('conversions').columns(['network', 'created_at']),
      ]
    },
  },
  {
    // The figures' rollup (store/hourly-counts.server.ts, decision 091), and its backfill: the facts
    // of every hour closed by now are folded in this migration's unit, the rest by the schedule;
    // and each conversion's product, copied from its click-out.
    version: 10,
    queries: (runner, now) => {
      const { time, strict } = types(runner)
      const { schema } = runner.query
      const until = closedUntil(now)
      return [
        strict(
          schema
            .createTable('hourly_counts')
            .addColumn('hour', time, (column) => column.notNull())
            .addColumn('fact', 'text', (column) => column.notNull())
            .addColumn('bot', 'integer', (column) => column.notNull())
            .addColumn('product_id', 'text', (column) => column.notNull())
            .addColumn('count', 'integer', (column) => column.notNull())
            // Hour first: a period reads one range of it, and the oldest hour is its first entry.
            .addPrimaryKeyConstraint('hourly_counts_pkey', ['hour', 'fact', 'bot', 'product_id']),
        ),
        strict(
          schema
            .createTable('hourly_counts_span')
            .addColumn('folded_from', time, (column) => column.notNull())
            .addColumn('folded_to', time, (column) => column.notNull()),
        ),
        runner.query.insertInto('hourly_counts_span').values({ folded_from: until, folded_to: until }),
        // A fold reads one hour of product views, as it does of the other facts (migration 9). On
        // PostgreSQL a block range index: the busiest table's rows come in time order, and it costs
        // their inserts next to nothing, where a B-tree would grow with every row.
        runner.dialect === 'postgres'
          ? schema.createIndex('user_events_by_time').ifNotExists().on('user_events').using('brin').column('created_at')
          : schema.createIndex('user_events_by_time').ifNotExists().on('user_events').column('created_at'),
        // A conversion keeps its click-out's product: the figures by product read no click-out.
        schema.alterTable('conversions').addColumn('product_id', 'text'),
        runner.query.updateTable('conversions').set((eb) => ({
          product_id: eb
            .selectFrom('clicks')
            .select('clicks.product_id')
            .whereRef('clicks.click_id', '=', 'conversions.click_id'),
        })),
        ...foldStatements(runner, { start: until, end: until }, until),
      ]
    },
  },
]

/** The first day of the month `offset` months from `date`, as YYYY-MM-DD (UTC). */
function monthStart(date: Date, offset: number): string {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1)).toISOString().slice(0, 10)
}

/** PostgreSQL: user_events' partitions for this month and `monthsAhead` more (none on SQLite). */
export function monthlyPartitions(runner: QueryRunner, now: Date, monthsAhead = 2): Array<Compilable<unknown>> {
  if (runner.dialect === 'sqlite') return []
  return Array.from({ length: monthsAhead + 1 }, (_, offset) => offset).flatMap((offset) => {
    const from = monthStart(now, offset)
    const to = monthStart(now, offset + 1)
    return eventPartitions.flatMap(({ key, table }) => {
      const month = `${table}_${from.slice(0, 7).replace('-', '_')}`
      const partition = raw(
        runner,
        sql`create table if not exists ${sql.table(month)} partition of ${sql.table(table)}
            for values from (${sql.lit(from)}) to (${sql.lit(to)})`,
      )
      // One product view per product and impression: a unique index lives on each month, the
      // partitioned table's own could only include created_at, which would make it useless.
      if (key !== 'productView') return [partition]
      return [
        partition,
        raw(
          runner,
          sql`create unique index if not exists ${sql.id(`${month}_one_view`)} on ${sql.table(month)} (impression_id, product_id)`,
        ),
      ]
    })
  })
}

/** Arbitrary, fixed: the key of PostgreSQL's advisory lock that lets one process migrate at a time. */
const migrationLockKey = 15_015

/** Runs the migrations not yet applied and adds the coming months' partitions. */
export async function migrate(runner: QueryRunner, now = new Date()): Promise<number[]> {
  const { schema } = runner.query
  const { time } = types(runner)
  // SQLite's BEGIN IMMEDIATE already lets one connection write at a time; PostgreSQL's DDL would race.
  const locked = (queries: Array<Compilable<unknown>>) =>
    runner.run(
      runner.dialect === 'postgres'
        ? [raw(runner, sql`select pg_advisory_xact_lock(${sql.lit(migrationLockKey)})`), ...queries]
        : queries,
    )
  const applied = async () =>
    new Set(
      (await runner.all(runner.query.selectFrom('schema_migrations').select('version'))).map(({ version }) =>
        Number(version),
      ),
    )
  await locked([
    schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('version', 'integer', (column) => column.primaryKey())
      .addColumn('applied_at', time, (column) => column.notNull()),
  ])
  const done = await applied()
  const ran: number[] = []
  for (const migration of migrations) {
    if (done.has(migration.version)) continue
    try {
      await locked([
        runner.query
          .insertInto('schema_migrations')
          .values({ version: migration.version, applied_at: now.toISOString() }),
        ...migration.queries(runner, now),
      ])
      ran.push(migration.version)
    } catch (error) {
      // Another process may have applied it meanwhile: then its version is there now.
      if (!(await applied()).has(migration.version)) throw error
    }
  }
  const partitions = monthlyPartitions(runner, now)
  if (partitions.length > 0) await locked(partitions)
  return ran
}

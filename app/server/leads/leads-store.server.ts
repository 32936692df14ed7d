// The leads store: impressions, user events, client ids and outbound clicks in one SQLite file
// (node:sqlite, WAL). The file is shared with the consent records, which migrate their own table;
// every statement here is idempotent, so either may open the file first.
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { Channel } from '../../attribution/channels.ts'
import { openSqliteFile } from '../open-sqlite-file.server.ts'

const leadsTablesSql = `
  CREATE TABLE IF NOT EXISTS impressions (
    id TEXT PRIMARY KEY,
    unique_user_id TEXT NOT NULL,
    channel_id INTEGER NOT NULL,
    channel_name TEXT NOT NULL,
    locale TEXT NOT NULL,
    sub_id TEXT NOT NULL,
    tracking_data TEXT NOT NULL,
    device TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS user_events (
    id INTEGER PRIMARY KEY,
    impression_id TEXT NOT NULL REFERENCES impressions (id),
    partition_key TEXT NOT NULL,
    product_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;
  -- A product view counts once per impression, however often the browser reports it.
  CREATE UNIQUE INDEX IF NOT EXISTS user_events_one_view
    ON user_events (impression_id, product_id) WHERE partition_key = 'productView';
  CREATE TABLE IF NOT EXISTS client_ids (
    id INTEGER PRIMARY KEY,
    impression_id TEXT NOT NULL REFERENCES impressions (id),
    client_type TEXT NOT NULL,
    client_id TEXT NOT NULL,
    click_id TEXT,
    locale TEXT NOT NULL,
    created_at TEXT NOT NULL,
    UNIQUE (impression_id, client_type, client_id)
  ) STRICT;
  CREATE TABLE IF NOT EXISTS clicks (
    id INTEGER PRIMARY KEY,
    impression_id TEXT,
    product_id TEXT NOT NULL,
    target_url TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;
`

export type StoredImpression = { id: string; uniqueUserId: string; channel: Channel }

export type NewImpression = StoredImpression & {
  locale: string
  subId: string
  trackingData: string
  device: string
}

export type LeadsTable = 'impressions' | 'user_events' | 'client_ids' | 'clicks'

const now = () => new Date().toISOString()

export function openLeadsDatabase(path: string): DatabaseSync {
  const db = openSqliteFile(path)
  // NORMAL sync is durable in WAL mode against a crash of the process, which is what a lead store
  // needs at thousands of writes/s.
  db.exec('PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;')
  db.exec(leadsTablesSql)
  return db
}

export class LeadsStore {
  readonly #db: DatabaseSync
  readonly #findImpression: StatementSync
  readonly #insertImpression: StatementSync
  readonly #insertEvent: StatementSync
  readonly #insertClientId: StatementSync
  readonly #insertClick: StatementSync

  constructor(db: DatabaseSync) {
    this.#db = db
    this.#findImpression = db.prepare(
      'SELECT id, unique_user_id, channel_id, channel_name FROM impressions WHERE id = ?',
    )
    this.#insertImpression = db.prepare(
      `INSERT INTO impressions (id, unique_user_id, channel_id, channel_name, locale, sub_id, tracking_data, device, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    this.#insertEvent = db.prepare(
      `INSERT INTO user_events (impression_id, partition_key, product_id, position, created_at)
       VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    )
    this.#insertClientId = db.prepare(
      `INSERT INTO client_ids (impression_id, client_type, client_id, click_id, locale, created_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    )
    this.#insertClick = db.prepare(
      'INSERT INTO clicks (impression_id, product_id, target_url, created_at) VALUES (?, ?, ?, ?)',
    )
  }

  findImpression(id: string): StoredImpression | undefined {
    const row = this.#findImpression.get(id)
    if (!row) return undefined
    return {
      id: String(row.id),
      uniqueUserId: String(row.unique_user_id),
      channel: { id: Number(row.channel_id), name: String(row.channel_name) },
    }
  }

  insertImpression(impression: NewImpression): void {
    this.#insertImpression.run(
      impression.id,
      impression.uniqueUserId,
      impression.channel.id,
      impression.channel.name,
      impression.locale,
      impression.subId,
      impression.trackingData,
      impression.device,
      now(),
    )
  }

  /** Records the events all or none; answers how many were new (a repeated product view is not). */
  insertUserEvents(
    impressionId: string,
    partitionKey: string,
    placements: ReadonlyArray<{ productId: string; position: number }>,
  ): number {
    const createdAt = now()
    return this.#transaction(() =>
      placements.reduce(
        (recorded, { productId, position }) =>
          recorded + Number(this.#insertEvent.run(impressionId, partitionKey, productId, position, createdAt).changes),
        0,
      ),
    )
  }

  insertClientId(row: {
    impressionId: string
    clientType: string
    clientId: string
    clickId?: string
    locale: string
  }): boolean {
    const result = this.#insertClientId.run(
      row.impressionId,
      row.clientType,
      row.clientId,
      row.clickId ?? null,
      row.locale,
      now(),
    )
    return result.changes > 0
  }

  insertClick(row: { impressionId: string | undefined; productId: string; targetUrl: string }): void {
    this.#insertClick.run(row.impressionId ?? null, row.productId, row.targetUrl, now())
  }

  count(table: LeadsTable): number {
    const row = this.#db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get()
    return Number(row?.count ?? 0)
  }

  close(): void {
    this.#db.close()
  }

  #transaction<T>(work: () => T): T {
    this.#db.exec('BEGIN IMMEDIATE')
    try {
      const result = work()
      this.#db.exec('COMMIT')
      return result
    } catch (error) {
      this.#db.exec('ROLLBACK')
      throw error
    }
  }
}

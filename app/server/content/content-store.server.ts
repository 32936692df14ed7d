// The content store: one SQLite file (node:sqlite, WAL) holding every entry of a site as a JSON
// row keyed by (collection, locale, id), with its position in the collection's list order.
// Reading is all this class does; seed-content-store.server.ts writes it.
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { openSqliteFile } from '../open-sqlite-file.server.ts'
import type { CollectionName } from './collections.server.ts'

export type ContentRow = { collection: CollectionName; locale: string; id: string; position: number; json: string }

/** Tables of the content; dropped and recreated by each rebuild, so their shape can change freely. */
export const contentTablesSql = `
  CREATE TABLE collections (
    collection TEXT NOT NULL, locale TEXT NOT NULL, PRIMARY KEY (collection, locale)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE documents (
    collection TEXT NOT NULL, locale TEXT NOT NULL, id TEXT NOT NULL, position INTEGER NOT NULL, json TEXT NOT NULL,
    PRIMARY KEY (collection, locale, id)
  ) STRICT;
  CREATE INDEX documents_in_order ON documents (collection, locale, position);
`
export const dropContentTablesSql = 'DROP TABLE IF EXISTS documents; DROP TABLE IF EXISTS collections;'

export function openDatabase(path: string): DatabaseSync {
  const db = openSqliteFile(path)
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT')
  return db
}

export function readMeta(db: DatabaseSync, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key)
  return typeof row?.value === 'string' ? row.value : undefined
}

const text = (value: unknown) => (typeof value === 'string' ? value : String(value))

export class ContentStore {
  readonly #db: DatabaseSync
  readonly #hasCollection: StatementSync
  readonly #list: StatementSync
  readonly #get: StatementSync

  constructor(db: DatabaseSync) {
    this.#db = db
    this.#hasCollection = db.prepare('SELECT 1 AS found FROM collections WHERE collection = ? AND locale = ?')
    this.#list = db.prepare('SELECT json FROM documents WHERE collection = ? AND locale = ? ORDER BY position')
    this.#get = db.prepare('SELECT json FROM documents WHERE collection = ? AND locale = ? AND id = ?')
  }

  /** True when the locale has this collection at all (an empty list counts; a locale without content does not). */
  hasCollection(collection: CollectionName, locale: string): boolean {
    return this.#hasCollection.get(collection, locale) !== undefined
  }

  /** The collection's entries as JSON texts, in list order. */
  list(collection: CollectionName, locale: string): string[] {
    return this.#list.all(collection, locale).map((row) => text(row.json))
  }

  get(collection: CollectionName, locale: string, id: string): string | undefined {
    const row = this.#get.get(collection, locale, id)
    return row === undefined ? undefined : text(row.json)
  }

  /** Entries per collection and locale, for the seed command's report. */
  counts(): Array<{ collection: string; locale: string; count: number }> {
    return this.#db
      .prepare(
        `SELECT c.collection, c.locale, COUNT(d.id) AS count FROM collections c
         LEFT JOIN documents d ON d.collection = c.collection AND d.locale = c.locale
         GROUP BY c.collection, c.locale ORDER BY c.locale, c.collection`,
      )
      .all()
      .map((row) => ({ collection: text(row.collection), locale: text(row.locale), count: Number(row.count) }))
  }

  close() {
    this.#db.close()
  }
}

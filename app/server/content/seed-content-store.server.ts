// Opens a site's content store and (re)builds it from content/ when it is missing or out of date.
// The decision rests on a hash of the content files, so an unchanged start-up only reads and hashes
// the files; a rebuild validates everything and replaces the store in one transaction.
import type { DatabaseSync } from 'node:sqlite'
import type { Website } from '../../../app.config.ts'
import { hashContentFiles, readContentFiles } from './content-files.server.ts'
import { type ContentRows, toContentRows } from './content-rows.server.ts'
import { ContentStore, contentTablesSql, dropContentTablesSql, openDatabase, readMeta } from './content-store.server.ts'
import { loadContent } from './load-content.server.ts'

/** Bump when the stored form changes (tables, row shape, sanitising rules): every store then rebuilds. */
const storeFormatVersion = '2'
const hashKey = 'content_hash'

export type ContentStoreOptions = {
  site: Website
  contentDir: string
  /** A file path, or ':memory:'. */
  dbPath: string
  /** 'always' rebuilds even when the hash matches (the seed command does). */
  rebuild?: 'if-changed' | 'always'
}

export type OpenedContentStore = { store: ContentStore; rebuilt: boolean }

function writeRows(db: DatabaseSync, { collections, rows }: ContentRows, hash: string) {
  db.exec('BEGIN IMMEDIATE')
  try {
    db.exec(dropContentTablesSql)
    db.exec(contentTablesSql)
    const addCollection = db.prepare('INSERT INTO collections (collection, locale) VALUES (?, ?)')
    for (const { collection, locale } of collections) addCollection.run(collection, locale)
    const addRow = db.prepare('INSERT INTO documents (collection, locale, id, position, json) VALUES (?, ?, ?, ?, ?)')
    for (const row of rows) addRow.run(row.collection, row.locale, row.id, row.position, row.json)
    db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(hashKey, hash)
    db.exec('COMMIT')
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}

/** Throws ContentValidationError (listing every problem) when a rebuild meets invalid content. */
export function openContentStore(options: ContentStoreOptions): OpenedContentStore {
  const files = readContentFiles(options.contentDir, options.site.id)
  // The routes decide which pages must exist, so a changed route table also asks for a new check.
  const salt = `${storeFormatVersion}\0${options.site.id}\0${JSON.stringify(options.site.routes)}`
  const hash = hashContentFiles(files, salt)
  const db = openDatabase(options.dbPath)
  try {
    const rebuilt = options.rebuild === 'always' || readMeta(db, hashKey) !== hash
    if (rebuilt) writeRows(db, toContentRows(loadContent(files, options.site)), hash)
    return { store: new ContentStore(db), rebuilt }
  } catch (error) {
    db.close()
    throw error
  }
}

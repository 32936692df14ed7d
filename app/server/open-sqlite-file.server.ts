// How the content store opens its SQLite file (node:sqlite): the folder made when missing, WAL so
// readers (a request while `npm run db:seed` rebuilds, the e2e tests) never wait for the writer, and
// a busy timeout so connections to the same file wait for each other's write lock instead of failing
// with SQLITE_BUSY. (The leads database opens its own, in a worker thread: leads/store/.)
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/** path: a file, or ':memory:'. */
export function openSqliteFile(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new DatabaseSync(path)
  // The timeout first: switching a new file to WAL takes its lock too, which processes starting
  // together (a server's workers) contend for.
  db.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL;')
  return db
}

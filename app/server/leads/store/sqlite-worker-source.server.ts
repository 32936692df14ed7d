// The SQLite worker thread's program (see sqlite-executor.server.ts). It is handed to the Worker as
// source text: the production build bundles the server into a few files, so a worker module of its
// own would have no path to load from there. Plain JavaScript, node built-ins only.
//
// Messages in: { id, deadline, busyTimeoutMs?, statements: [{ sql, parameters }] } or { id, close: true }.
// Messages out: { id, results: [{ rows, changes }] } or { id, error: { message, unavailable } }.
// The connection is opened on first use and again after a failed open, so a database that could not
// be opened (missing folder, unwritable file) works as soon as it can.
export const sqliteWorkerSource = `
const { parentPort, workerData } = require('node:worker_threads')
const { DatabaseSync } = require('node:sqlite')
const { mkdirSync } = require('node:fs')
const { dirname } = require('node:path')

// SQLite's result codes that mean "not now" rather than "never": busy, locked, read-only, I/O
// error, disk full, cannot open.
const unavailableCodes = new Set([5, 6, 8, 10, 13, 14])
const busyCode = 5
const maxCachedStatements = 500
// Since when the last job found the file locked (0: the last job got through). A job that waited
// past its deadline is refused only then: behind a lock every queued job would wait out the busy
// timeout in turn, while a job that waited because the machine was busy should simply run.
let lockedSince = 0
let db
const prepared = new Map()

// busyTimeoutMs: a patient job's wait, from the first statement on: switching a new file to WAL takes
// a lock too, which connections opening together contend for.
function open(busyTimeoutMs = workerData.busyTimeoutMs) {
  if (db) return db
  if (workerData.path !== ':memory:') mkdirSync(dirname(workerData.path), { recursive: true })
  const opened = new DatabaseSync(workerData.path)
  try {
    // NORMAL sync is durable in WAL mode against a crash of the process, which is what a lead store
    // needs at thousands of writes/s.
    opened.exec('PRAGMA busy_timeout = ' + Number(busyTimeoutMs) +
      '; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;')
  } catch (error) {
    opened.close()
    throw error
  }
  db = opened
  return db
}

function execute({ sql, parameters }) {
  let statement = prepared.get(sql)
  if (!statement) {
    if (prepared.size >= maxCachedStatements) prepared.clear()
    statement = db.prepare(sql)
    prepared.set(sql, statement)
  }
  if (statement.columns().length > 0) {
    const rows = statement.all(...parameters)
    return { rows, changes: rows.length }
  }
  return { rows: [], changes: Number(statement.run(...parameters).changes) }
}

function runAll(statements) {
  open()
  if (statements.length === 1) return [execute(statements[0])]
  db.exec('BEGIN IMMEDIATE')
  try {
    const results = statements.map(execute)
    db.exec('COMMIT')
    return results
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  }
}

parentPort.on('message', (job) => {
  if (job.close) {
    if (db) db.close()
    db = undefined
    parentPort.postMessage({ id: job.id, results: [] })
    return
  }
  if (lockedSince !== 0 && Date.now() > job.deadline) {
    parentPort.postMessage({ id: job.id, error: { message: 'The leads database is busy: the write waited too long', unavailable: true } })
    return
  }
  try {
    // A patient job (the migrations) waits longer for another connection's lock, this once.
    const busyTimeout = job.busyTimeoutMs ? Number(job.busyTimeoutMs) : undefined
    if (busyTimeout) open(busyTimeout).exec('PRAGMA busy_timeout = ' + busyTimeout)
    try {
      parentPort.postMessage({ id: job.id, results: runAll(job.statements) })
      lockedSince = 0
    } finally {
      if (busyTimeout && db) db.exec('PRAGMA busy_timeout = ' + Number(workerData.busyTimeoutMs))
    }
  } catch (error) {
    if ((Number(error.errcode) & 0xff) === busyCode) lockedSince ||= Date.now()
    const unavailable = !db || unavailableCodes.has(Number(error.errcode) & 0xff) || error.code === 'ENOTDIR' || error.code === 'EACCES' || error.code === 'EROFS'
    parentPort.postMessage({ id: job.id, error: { message: String(error.message), unavailable } })
  }
})
`

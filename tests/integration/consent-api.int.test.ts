// POST /api/consent over real HTTP: the handler served by srvx on a free port, over a fresh SQLite
// file shared with another table (as the leads service shares it).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Server } from 'srvx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ConsentStore } from '../../app/server/leads/consent/consent-store.server.ts'
import { handleConsentRequest } from '../../app/server/leads/consent/handle-consent-request.server.ts'
import type { LeadsDatabase } from '../../app/server/leads/store/leads-database.server.ts'
import { openLeadsDatabase } from '../../app/server/leads/store/open-leads-database.server.ts'
import { exampleConsentRecord } from '../support/consent-fixtures.ts'
import { serveHandler } from '../support/serve-handler.ts'

let dir: string
let dbPath: string
let database: LeadsDatabase
let store: ConsentStore
let server: Server
const receivedAt = new Date('2026-11-21T12:00:05.000Z')

const record = { ...exampleConsentRecord, policyRevision: 2 }

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'consent-api-'))
  dbPath = join(dir, 'leads-90.sqlite')
  // Another service's table in the same file must survive and stay untouched.
  const other = new DatabaseSync(dbPath)
  other.exec("CREATE TABLE attribution (id TEXT PRIMARY KEY); INSERT INTO attribution VALUES ('a1')")
  other.close()
  database = openLeadsDatabase({ sqlitePath: dbPath })
  store = new ConsentStore(database)
  server = await serveHandler((r) => handleConsentRequest(r, store, receivedAt))
})

afterAll(async () => {
  await server.close(true)
  await database.close()
  rmSync(dir, { recursive: true, force: true })
})

const post = (body: BodyInit, contentType = 'application/json') =>
  fetch(new URL('/api/consent', server.url), { method: 'POST', body, headers: { 'content-type': contentType } })

describe('POST /api/consent', () => {
  test('stores a valid record as proof and answers 201 with its id', async () => {
    const response = await post(JSON.stringify(record))
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ id: record.id })
    const changed = { ...record, marketing: true, givenAt: '2026-11-21T12:00:04.000Z' }
    expect((await post(JSON.stringify(changed))).status).toBe(201)
    expect(await store.history(record.id)).toEqual([
      { ...record, receivedAt: receivedAt.toISOString() },
      { ...changed, receivedAt: receivedAt.toISOString() },
    ])
  })

  test('keeps no IP address or other request data, and leaves the other tables alone', () => {
    const db = new DatabaseSync(dbPath)
    const columns = db
      .prepare("SELECT name FROM pragma_table_info('consent_records')")
      .all()
      .map((row) => row.name)
    expect(columns).toEqual([
      'row_id',
      'consent_id',
      'preferences',
      'statistics',
      'marketing',
      'given_at',
      'policy_revision',
      'received_at',
    ])
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all()
    expect(tables.map((row) => row.name)).toEqual(expect.arrayContaining(['attribution', 'consent_records']))
    expect(db.prepare('SELECT id FROM attribution').all()).toEqual([{ id: 'a1' }])
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
    db.close()
  })

  test.each([
    ['givenAt', { ...record, givenAt: 'yesterday' }],
    ['givenAt', { ...record, givenAt: '2026-11-22T12:00:00.000Z' }],
    ['givenAt', { ...record, givenAt: '2026-11-21T12:05:06.000Z' }],
    ['marketing', { ...record, marketing: 'yes' }],
    ['necessary', { ...record, necessary: false }],
    ['id', { ...record, id: '1' }],
    ['policyRevision', { ...record, policyRevision: undefined }],
  ])('answers 400 naming %s when it is invalid', async (field, body) => {
    const response = await post(JSON.stringify(body))
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: { field: string; message: string } }
    expect(answer.error.field).toBe(field)
    expect(answer.error.message).toContain(field)
  })

  test('answers 400 for a body that is not JSON', async () => {
    expect((await post('{not json')).status).toBe(400)
  })

  test('answers 415 for another content type', async () => {
    expect((await post(JSON.stringify(record), 'text/plain')).status).toBe(415)
    expect((await post(new URLSearchParams({ id: record.id }), 'application/x-www-form-urlencoded')).status).toBe(415)
  })

  test('answers 413 for a body over 64 KiB', async () => {
    const big = JSON.stringify({ ...record, padding: 'x'.repeat(64 * 1024) })
    expect((await post(big)).status).toBe(413)
  })

  test('answers 405 to other methods', async () => {
    const response = await fetch(new URL('/api/consent', server.url))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })
})

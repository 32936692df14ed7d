import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { financeSiteId } from '../../../../app.config.ts'
import { inRequestOf } from '../../../../tests/support/server-runtime.ts'
import { websiteById } from '../../../site/website.ts'
import type { ServerRuntime } from '../../runtime/server-runtime.server.ts'
import { LeadsDatabase } from '../store/leads-database.server.ts'
import { openLeadsDatabase } from '../store/open-leads-database.server.ts'
import { handleSignupRequest } from './handle-signup-request.server.ts'
import { signupStoreOf } from './signup-store.server.ts'

const dbPath = join(mkdtempSync(join(tmpdir(), 'signups-')), 'leads.sqlite')
const databases: LeadsDatabase[] = []
const store = () => {
  const opened = openLeadsDatabase({ sqlitePath: dbPath })
  databases.push(opened)
  return signupStoreOf(opened)
}
afterEach(async () => {
  for (const opened of databases.splice(0)) await opened.close()
})

const website = websiteById(financeSiteId)
const post = (body: unknown) =>
  handleSignupRequest(
    new Request('http://localhost/api/signups', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    {
      website,
      store,
      now: () => new Date('2026-11-21T12:00:00Z'),
    },
  )
const valid = {
  locale: 'es-MX',
  name: 'María López',
  email: 'maria@example.mx',
  phone: '55 1234 5678',
  consentToContact: true,
  partnerId: 'kreditpartner',
  purpose: 'debt',
  amount: 80000,
  fillTimeMs: 8000,
}
const rows = () => {
  // The table exists once the first store ran its migrations; before that, nothing is stored.
  const db = new DatabaseSync(dbPath)
  const created = db.prepare("SELECT name FROM sqlite_master WHERE name = 'signups'").get()
  if (!created) {
    db.close()
    return []
  }
  const all = db.prepare('SELECT * FROM signups ORDER BY id').all()
  db.close()
  return all
}

describe('POST /api/signups', () => {
  test.each([
    ['name', { name: 'María\u0000 López' }],
    ['name', { name: 'María\nLópez' }],
    ['email', { email: 'maria\u0007@example.mx' }],
    ['phone', { phone: '55 1234\t5678' }],
  ])('control characters in %s are refused with a 400 naming it, and nothing is stored', async (field, change) => {
    store()
    const before = rows().length
    const response = await post({ ...valid, ...change })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe(field)
    expect(rows()).toHaveLength(before)
  })

  test('keeps the impression the signup came from', async () => {
    const impressionId = '7d4c2a8e-1f3b-4c5d-9e6f-0a1b2c3d4e5f'
    expect((await post({ ...valid, impressionId })).status).toBe(202)
    expect(rows().at(-1)?.impression_id).toBe(impressionId)
  })

  test('stores a valid signup with the phone in international form and answers 202 naming no row', async () => {
    const response = await post(valid)
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ accepted: true })
    expect(rows().at(-1)).toMatchObject({
      site_id: financeSiteId,
      locale: 'es-MX',
      partner_id: 'kreditpartner',
      purpose: 'debt',
      phone: '+525512345678',
      amount: 80000,
      consent_to_contact: 1,
      created_at: '2026-11-21T12:00:00.000Z',
    })
  })

  test.each([
    ['email', { email: 'maria@@example' }],
    ['phone', { phone: '12 34' }],
    ['consentToContact', { consentToContact: false }],
    ['locale', { locale: 'sv-SE' }],
    ['partnerId', { partnerId: 'nobody' }],
  ])('answers 400 naming %s and writes nothing', async (field, change) => {
    store()
    const before = rows().length
    const response = await post({ ...valid, ...change })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_body', field } })
    expect(rows()).toHaveLength(before)
  })

  test('a body that is no JSON is a 400, another content type a 415, another method a 405', async () => {
    const before = rows().length
    const send = (body: string, contentType: string) =>
      handleSignupRequest(
        new Request('http://localhost/api/signups', { method: 'POST', headers: { 'content-type': contentType }, body }),
        { website, store },
      )
    expect((await send('{', 'application/json')).status).toBe(400)
    expect((await send(JSON.stringify(valid), 'text/plain')).status).toBe(415)
    expect((await send(JSON.stringify({ ...valid, name: 'x'.repeat(70_000) }), 'application/json')).status).toBe(413)
    expect(rows()).toHaveLength(before)
    const get = await handleSignupRequest(new Request('http://localhost/api/signups'), { website, store })
    expect(get.status).toBe(405)
  })

  test('a failing store answers 503, and neither the log nor the error report carries the contact data', async () => {
    // A database may quote the values it refused in its message.
    const failing = new LeadsDatabase('sqlite', {
      run: async (statements) => {
        throw new Error(`cannot store ${statements.flatMap((statement) => statement.parameters).join(', ')}`)
      },
      close: async () => undefined,
    })
    const logged: unknown[] = []
    const keep = (...args: unknown[]) => void logged.push(args)
    vi.spyOn(console, 'error').mockImplementation(keep)
    vi.spyOn(console, 'warn').mockImplementation(keep)
    const captured: unknown[] = []
    const runtime = {
      config: { port: 3000 },
      errors: { capture: (error: unknown) => captured.push(error) },
    } as unknown as ServerRuntime
    try {
      const response = await inRequestOf(runtime, () =>
        handleSignupRequest(
          new Request('http://localhost/api/signups', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(valid),
          }),
          { website, store: () => signupStoreOf(failing) },
        ),
      )
      expect(response.status).toBe(503)
    } finally {
      vi.restoreAllMocks()
    }
    expect(logged).toHaveLength(1)
    expect(captured).toHaveLength(1)
    const error = captured[0] as Error
    const reported = JSON.stringify([logged, error.message, error.stack, String(error.cause)])
    expect(reported).toContain('cannot store')
    for (const contact of [valid.email, valid.name, '+525512345678']) expect(reported).not.toContain(contact)
  })
})

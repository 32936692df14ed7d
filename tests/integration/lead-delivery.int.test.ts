// Signups delivered to their partner's endpoint on both leads databases, against a real HTTP
// partner: one that fails and then recovers gets every lead once, one that stays down gets them
// marked failed after the last attempt, two processes delivering at once post each lead once, an
// erased lead is never sent, and the report names what is pending and what failed.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { deliveryPolicy, retryDelayMs } from '../../app/server/leads/outbox.server.ts'
import { erasePersonalData } from '../../app/server/leads/privacy/personal-data.server.ts'
import { buildReport } from '../../app/server/leads/report.server.ts'
import { deliverDueLeads } from '../../app/server/leads/signups/lead-delivery.server.ts'
import { type NewSignup, signupStoreOf } from '../../app/server/leads/signups/signup-store.server.ts'
import type { LeadsDatabase } from '../../app/server/leads/store/leads-database.server.ts'
import { freshLeadsDatabase, leadsStoreKinds, type TestLeadsDatabase } from '../support/leads-stores.ts'
import { LocalEndpoint } from '../support/local-endpoint.ts'

/** A partner's lead endpoint: answers `failing` requests with 503 first, then 201; keeps what it took. */
class Partner extends LocalEndpoint {
  received: Array<{ key: string | undefined; lead: Record<string, unknown>; answered: number }> = []
  failing = 0
  /** Requests it drops without an answer (the connection closed under the site), before any other. */
  hangingUp = 0

  protected answer(request: IncomingMessage, body: string, response: ServerResponse) {
    if (this.hangingUp > 0) {
      this.hangingUp--
      request.socket.destroy()
      return
    }
    const answered = this.failing > 0 ? 503 : 201
    if (this.failing > 0) this.failing--
    this.received.push({
      key: request.headers['idempotency-key'] as string | undefined,
      lead: JSON.parse(body),
      answered,
    })
    response.writeHead(answered).end()
  }

  get url() {
    return `${this.origin}/leads`
  }

  /** The leads it took (answered 2xx), by id. */
  taken() {
    return this.received.filter(({ answered }) => answered < 300).map(({ lead }) => lead.id)
  }
}

describe.each(leadsStoreKinds)('lead delivery on %s', (kind) => {
  let testDb: TestLeadsDatabase
  let database: LeadsDatabase
  const partner = new Partner()
  const t0 = new Date('2026-11-20T10:00:00Z')
  const at = (ms: number) => new Date(t0.getTime() + ms)
  let contact = 0

  beforeAll(async () => {
    testDb = await freshLeadsDatabase(kind)
    database = testDb.open()
    await partner.start()
  })

  afterAll(async () => {
    await partner.stop()
    await database.close()
    await testDb.drop()
  })

  beforeEach(async () => {
    partner.received = []
    partner.failing = 0
    partner.hangingUp = 0
    // Each test starts with no lead waiting: earlier tests' leads count as delivered.
    await database.run([
      database.query
        .updateTable('signups')
        .set({ delivery_status: 'delivered' })
        .where('delivery_status', '=', 'pending'),
    ])
  })

  const save = (signup: Partial<NewSignup> = {}) => {
    contact++
    return signupStoreOf(database).save({
      siteId: 75,
      locale: 'de-DE',
      partnerId: 'kreditpartner',
      name: 'Erika Muster',
      email: `erika${contact}@example.de`,
      phone: `+49151000${String(contact).padStart(5, '0')}`,
      amount: 12_000,
      createdAt: t0,
      ...signup,
    })
  }
  const deliver = (now: Date, db = database) =>
    deliverDueLeads({ database: db, endpoints: new Map([['kreditpartner', partner.url]]), now: () => now })
  const stateOf = async (id: number) =>
    (
      await database.all(
        database.query
          .selectFrom('signups')
          .select(['delivery_status', 'delivery_attempts', 'delivery_error', 'next_delivery_at'])
          .where('id', '=', id),
      )
    )[0]

  test('a partner that fails, then recovers, gets every lead once; a signup without a partner is not sent', async () => {
    const ids = [await save(), await save(), await save()]
    const own = await save({ partnerId: undefined })
    partner.failing = 2
    expect(await deliver(t0)).toEqual({ delivered: 1, retrying: 2, failed: 0 })
    // The round posts its leads at once: which two met the 503s is the partner's order.
    const states = await Promise.all(ids.map(stateOf))
    const retried = states.find((state) => state?.delivery_status === 'pending')
    expect(retried).toMatchObject({ delivery_status: 'pending', delivery_attempts: 1, delivery_error: 'HTTP 503' })
    expect(new Date(String(retried?.next_delivery_at)).getTime()).toBe(t0.getTime() + retryDelayMs(1))
    // Not due yet: nothing is posted.
    expect(await deliver(at(retryDelayMs(1) - 1000))).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    expect(await deliver(at(retryDelayMs(1)))).toEqual({ delivered: 2, retrying: 0, failed: 0 })
    expect(partner.taken().sort()).toEqual([...ids].sort())
    expect(partner.received).toHaveLength(5)
    expect(partner.received.map(({ key, lead }) => key === `lead-${lead.id}`)).not.toContain(false)
    expect(partner.received[0]?.lead).toMatchObject({
      siteId: 75,
      locale: 'de-DE',
      name: 'Erika Muster',
      amount: 12_000,
    })
    for (const id of ids)
      expect(await stateOf(id)).toMatchObject({ delivery_status: 'delivered', delivery_error: null })
    expect(await stateOf(own)).toMatchObject({ delivery_status: null })
    expect(await deliver(at(3_600_000))).toEqual({ delivered: 0, retrying: 0, failed: 0 })
  })

  test('a partner that stays down loses nothing, and the lead is marked failed after the last attempt', async () => {
    const id = await save()
    await partner.stop()
    try {
      let now = t0
      for (let attempt = 1; attempt < deliveryPolicy.attempts; attempt++) {
        expect(await deliver(now)).toEqual({ delivered: 0, retrying: 1, failed: 0 })
        now = at(now.getTime() - t0.getTime() + retryDelayMs(attempt))
      }
      expect(await deliver(now)).toEqual({ delivered: 0, retrying: 0, failed: 1 })
      expect(await stateOf(id)).toMatchObject({
        delivery_status: 'failed',
        delivery_attempts: deliveryPolicy.attempts,
        delivery_error: 'unreachable (ECONNREFUSED)',
      })
      const report = await buildReport(database, { by: 'day', format: 'table', from: '2026-11-20', to: '2026-11-20' })
      expect(report).toContain('Leads not yet with their partner:')
      expect(report).toMatch(/kreditpartner: 0 pending, 1 failed; last error: unreachable/)
    } finally {
      await partner.start()
    }
  })

  test('a partner that hangs up mid-request gets the lead again on the next try, once', async () => {
    const id = await save()
    partner.hangingUp = 1
    expect(await deliver(t0)).toEqual({ delivered: 0, retrying: 1, failed: 0 })
    expect(await stateOf(id)).toMatchObject({
      delivery_status: 'pending',
      delivery_error: expect.stringMatching(/^unreachable \(/),
    })
    expect(await deliver(at(retryDelayMs(1)))).toEqual({ delivered: 1, retrying: 0, failed: 0 })
    expect(partner.taken()).toEqual([id])
  })

  test('two processes delivering at once post each lead once', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => save()))
    const second = testDb.open()
    try {
      const rounds = await Promise.all([deliver(t0), deliver(t0, second), deliver(t0), deliver(t0, second)])
      expect(rounds.reduce((sum, round) => sum + round.delivered, 0)).toBe(8)
      expect(partner.taken().sort()).toEqual([...ids].sort())
      expect(partner.received).toHaveLength(8)
    } finally {
      await second.close()
    }
  })

  test('a lead erased before delivery is never sent, and the report shows what waits', async () => {
    const erased = await save({ email: 'weg@example.de' })
    await save()
    const report = await buildReport(database, { by: 'day', format: 'table', from: '2026-11-20', to: '2026-11-20' })
    expect(report).toMatch(/kreditpartner: 2 pending \(oldest 2026-11-20T10:00:00.000Z\)/)
    await erasePersonalData(database, { email: 'weg@example.de' }, 'lead-delivery-hash-secret')
    expect(await stateOf(erased)).toMatchObject({ delivery_status: null })
    expect(await deliver(t0)).toEqual({ delivered: 1, retrying: 0, failed: 0 })
    expect(partner.taken()).not.toContain(erased)
  })
})

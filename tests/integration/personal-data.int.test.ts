// A person's data on both leads databases: scripted signups refused with nothing stored, a repeated
// signup merged into its row and someone else's contact data neither changed nor revealed by one
// (over HTTP), export then erase then export (by the functions and by `npm run privacy`), the
// retention erasing old contact data, the log of privacy requests keyed with the server's secret,
// and no raw IP address in any table.
import { execFile } from 'node:child_process'
import { createHash, randomInt, randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  contactHash,
  eraseExpiredContacts,
  erasePersonalData,
  exportPersonalData,
} from '../../app/server/leads/privacy/personal-data.server.ts'
import { reportCounts } from '../../app/server/leads/report.server.ts'
import { handleSignupRequest } from '../../app/server/leads/signups/handle-signup-request.server.ts'
import { signupStoreOf } from '../../app/server/leads/signups/signup-store.server.ts'
import type { LeadsDatabase } from '../../app/server/leads/store/leads-database.server.ts'
import type { LeadsTable } from '../../app/server/leads/store/leads-schema.server.ts'
import { websiteById } from '../../app/site/website.ts'
import { financeSiteId } from '../../app.config.ts'
import { type LeadsApiServer, serveLeadsApi } from '../support/leads-api-server.ts'
import { freshLeadsDatabase, leadsStoreKinds, type TestLeadsDatabase } from '../support/leads-stores.ts'

const run = promisify(execFile)
const financeSite = websiteById(financeSiteId)
const hour = 3_600_000
/** The privacy log's HMAC key (DATA_HASH_SECRET) in these tests. */
const hashSecret = 'personal-data-test-hash-secret'

describe.each(leadsStoreKinds)('a person’s data on %s', (kind) => {
  let testDb: TestLeadsDatabase
  let database: LeadsDatabase
  let api: LeadsApiServer

  beforeAll(async () => {
    testDb = await freshLeadsDatabase(kind)
    database = testDb.open()
    api = await serveLeadsApi(database)
  })

  afterAll(async () => {
    await api.close()
    await database.close()
    await testDb.drop()
  })

  const signupStore = () => signupStoreOf(database)
  const signupAt = (at: Date, body: Record<string, unknown>) =>
    handleSignupRequest(
      new Request('http://localhost/api/signups', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      { website: financeSite, store: signupStore, now: () => at },
    )
  const signupsOf = (email: string) =>
    database.all(
      database.query
        .selectFrom('signups')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .orderBy('id'),
    )
  const count = async (table: LeadsTable) =>
    Number((await database.all(database.query.selectFrom(table).select((eb) => eb.fn.countAll().as('n'))))[0]?.n ?? 0)
  const privacyLog = () => database.all(database.query.selectFrom('privacy_requests').selectAll().orderBy('id'))

  const mexican = (email: string) => ({
    locale: 'es-MX',
    name: 'María López',
    email,
    // A phone of each test's own: the same one would make another test's signup a repeat.
    phone: `55${randomInt(10_000_000, 100_000_000)}`,
    consentToContact: true,
    partnerId: 'kreditpartner',
    fillTimeMs: 12_000,
  })

  describe('scripted signups', () => {
    test.each([
      ['a filled honeypot', { website: 'https://spam.example' }, 'website'],
      ['a form sent faster than a person fills it', { fillTimeMs: 2999 }, 'fillTimeMs'],
      ['no fill time at all', { fillTimeMs: undefined }, 'fillTimeMs'],
    ])('%s is refused as a bad field, and nothing is stored', async (_case, change, field) => {
      const email = `${randomUUID()}@example.mx`
      const before = await count('signups')
      const response = await signupAt(new Date(), { ...mexican(email), ...change })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_body', field } })
      expect(await count('signups')).toBe(before)
    })

    test('an empty honeypot and the minimum fill time pass', async () => {
      const response = await signupAt(new Date(), {
        ...mexican(`${randomUUID()}@example.mx`),
        website: '',
        fillTimeMs: 3000,
      })
      expect(response.status).toBe(202)
    })
  })

  describe('a repeated signup', () => {
    /** A signup form of the fixture site sent over HTTP: its status and answer. */
    const sendSignup = async (body: Record<string, unknown>) => {
      const response = await fetch(api.url('/api/signups'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale: 'de-DE', consentToContact: true, fillTimeMs: 9000, ...body }),
      })
      return { status: response.status, body: await response.json() }
    }

    test('of the same name, e-mail (any case) and phone within a day refreshes its row; the answer names none', async () => {
      const email = `Jana.${randomUUID()}@example.de`
      const person = { name: 'Jana Schulz', email, phone: '0151 24681357' }
      const first = await sendSignup(person)
      expect(first).toEqual({ status: 202, body: { accepted: true } })
      const again = await sendSignup({ ...person, email: email.toUpperCase(), phone: '+49 151 24681357', amount: 700 })
      expect(again).toEqual(first)
      const rows = await signupsOf(email)
      expect(rows).toMatchObject([{ name: 'Jana Schulz', email, phone: '+4915124681357', amount: 700 }])
      expect(rows[0]?.updated_at).not.toBeNull()
    })

    test("someone else's e-mail or phone neither changes the row that holds it nor learns anything of it", async () => {
      const email = `erika.${randomUUID()}@example.de`
      const victim = { name: 'Erika Muster', email, phone: '0151 11223344' }
      expect((await sendSignup(victim)).status).toBe(202)
      const [stored] = await signupsOf(email)
      // The same e-mail with the sender's own name and phone; then the victim's phone with another e-mail.
      const byEmail = await sendSignup({ name: 'Mallory Fremd', email, phone: '0151 99887766' })
      const byPhone = await sendSignup({
        name: 'Mallory Fremd',
        email: `mallory.${randomUUID()}@example.de`,
        phone: victim.phone,
      })
      const stranger = await sendSignup({
        name: 'Nobody Else',
        email: `nobody.${randomUUID()}@example.de`,
        phone: '0151 55443322',
      })
      // Every answer is the one a stranger's first signup gets: nothing names the victim's row.
      expect(byEmail).toEqual(stranger)
      expect(byPhone).toEqual(stranger)
      const [victimRow] = await database.all(
        database.query.selectFrom('signups').selectAll().where('id', '=', Number(stored?.id)),
      )
      expect(victimRow).toEqual(stored)
      expect(await signupsOf(email)).toMatchObject([
        { name: 'Erika Muster', phone: '+4915111223344' },
        { name: 'Mallory Fremd', phone: '+4915199887766' },
      ])
    })

    test('for another partner, or a day after it was last sent, is a new signup', async () => {
      const email = `${randomUUID()}@example.mx`
      const first = new Date('2026-11-20T10:00:00.000Z')
      await signupAt(first, mexican(email))
      await signupAt(first, { ...mexican(email), partnerId: undefined })
      await signupAt(new Date(first.getTime() + 24 * hour + 1), mexican(email))
      expect(await signupsOf(email)).toHaveLength(3)
    })
  })

  describe('export and erasure', () => {
    const visitor = { 'x-forwarded-for': '203.0.113.77', 'user-agent': 'Mozilla/5.0 (test)' }
    const post = (path: string, body: unknown) =>
      fetch(api.url(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...visitor },
        body: JSON.stringify(body),
      })

    /** A visit with its impression, a product view, a network client id, a click-out and a signup. */
    async function visitAndSignUp(email: string, phone: string): Promise<string> {
      const impression = (await (
        await post('/api/impression', {
          device: { memory: 8, timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
          trackingData: { subId: 'abc', googleClickId: 'G-PERSON' },
          locale: 'de-DE',
        })
      ).json()) as { impression: { id: string }; products: { id: string }[] }
      const id = impression.impression.id
      const productId = impression.products[0]?.id ?? ''
      expect(
        (
          await post('/api/user-events', {
            partitionKey: 'productView',
            data: { impressionId: id, productId, position: 1 },
          })
        ).status,
      ).toBe(200)
      expect(
        (
          await post('/api/client-id', {
            clientType: 'google',
            impressionId: id,
            clientId: 'GA1.1.42.42',
            locale: 'de-DE',
          })
        ).status,
      ).toBe(200)
      const click = await fetch(api.url(`/go/${productId}/?imp=${id}&gclid=G-PERSON`), {
        redirect: 'manual',
        headers: visitor,
      })
      expect(click.status).toBe(302)
      const signup = await post('/api/signups', {
        locale: 'de-DE',
        name: 'Erika Mustermann',
        email,
        phone,
        consentToContact: true,
        impressionId: id,
        fillTimeMs: 9000,
      })
      expect(signup.status).toBe(202)
      return id
    }

    test('export finds the signup and its visit; erase leaves the report’s figures and nothing of the person', async () => {
      const email = `Erika.${randomUUID()}@Example.de`
      const impressionId = await visitAndSignUp(email, '0151 23456789')
      const range = { from: '2000-01-01', to: '2100-01-01' }
      const reportBefore = await reportCounts(database, 'channel', range)

      const exported = await exportPersonalData(database, { email: email.toLowerCase() }, hashSecret)
      expect(exported.signups).toHaveLength(1)
      expect(exported.signups[0]).toMatchObject({ email, name: 'Erika Mustermann', phone: '+4915123456789' })
      expect(exported.impressions.map((row) => row.id)).toEqual([impressionId])
      expect(exported.userEvents).toHaveLength(1)
      expect(exported.clientIds).toMatchObject([{ client_id: 'GA1.1.42.42' }])
      expect(exported.clicks).toHaveLength(1)
      expect(String(exported.clicks[0]?.target_url)).toContain('G-PERSON')

      expect(await erasePersonalData(database, { phone: '+4915123456789' }, hashSecret)).toBe(4)
      expect(await exportPersonalData(database, { email }, hashSecret)).toEqual({
        signups: [],
        impressions: [],
        userEvents: [],
        clientIds: [],
        clicks: [],
      })
      const [impression] = await database.all(
        database.query.selectFrom('impressions').selectAll().where('id', '=', impressionId),
      )
      expect(impression).toMatchObject({
        unique_user_id: '',
        tracking_data: '{}',
        device: '{}',
        channel_name: 'google-ads',
      })
      const everything = JSON.stringify(await Promise.all(tablesWithRows()))
      expect(everything).not.toContain('G-PERSON')
      expect(everything).not.toContain('GA1.1.42.42')
      expect(everything.toLowerCase()).not.toContain(email.toLowerCase())
      expect(everything).not.toContain('Mustermann')
      expect(await reportCounts(database, 'channel', range)).toEqual(reportBefore)

      const log = (await privacyLog()).slice(-3)
      expect(log.map((entry) => [entry.kind, entry.subject_hash, Number(entry.row_count)])).toEqual([
        ['export', contactHash({ email }, hashSecret), 5],
        ['erase', contactHash({ phone: '+4915123456789' }, hashSecret), 4],
        ['export', contactHash({ email }, hashSecret), 0],
      ])
      expect(JSON.stringify(log).toLowerCase()).not.toContain(email.toLowerCase())
    })

    const tablesWithRows = () =>
      (
        [
          'impressions',
          'user_events',
          'client_ids',
          'clicks',
          'consent_records',
          'signups',
          'privacy_requests',
        ] as const
      ).map((table) => database.all(database.query.selectFrom(table).selectAll()))

    test('no table holds the address a request came from', async () => {
      await visitAndSignUp(`${randomUUID()}@example.de`, '0151 23456780')
      expect(JSON.stringify(await Promise.all(tablesWithRows()))).not.toContain('203.0.113.77')
    })

    test('npm run privacy exports, erases and exports again, from the database the site uses', async () => {
      const email = `${randomUUID()}@example.de`
      await visitAndSignUp(email, '0151 23456781')
      const { DATABASE_URL: _url, LEADS_DB_PATH: _path, ...inherited } = process.env
      const env = {
        ...inherited,
        DATA_HASH_SECRET: 'privacy-script-hash-secret',
        ...('postgresUrl' in testDb.target
          ? { DATABASE_URL: testDb.target.postgresUrl }
          : { LEADS_DB_PATH: testDb.target.sqlitePath }),
      }
      const privacy = async (...args: string[]) =>
        (await run(process.execPath, ['scripts/privacy.ts', ...args], { env })).stdout
      expect(JSON.parse(await privacy('export', '--email', email)).signups).toMatchObject([{ email }])
      expect(JSON.parse(await privacy('erase', '--phone', '0151 2345 6781'))).toEqual({ erased: 4 })
      expect(JSON.parse(await privacy('export', '--email', email)).signups).toEqual([])
      // Logged under the server's secret: the plain hash of the address, which anyone can compute, is not there.
      const subject = `email:${email}`
      const logged = (await privacyLog()).map((entry) => entry.subject_hash)
      expect(logged).toContain(contactHash({ email }, 'privacy-script-hash-secret'))
      expect(logged).not.toContain(createHash('sha256').update(subject).digest('hex'))
      await expect(
        run(process.execPath, ['scripts/privacy.ts', 'forget', '--email', email], { env }),
      ).rejects.toMatchObject({
        code: 2,
      })
    })
  })

  describe('retention', () => {
    test('erases contact data last sent longer ago than the retention, once, whoever runs it', async () => {
      // Before every other signup of these tests: theirs are not old here.
      const now = new Date('2025-06-01T00:00:00.000Z')
      const old = `old-${randomUUID()}@example.mx`
      const renewed = `renewed-${randomUUID()}@example.mx`
      const recent = `recent-${randomUUID()}@example.mx`
      const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * hour)
      await signupAt(daysAgo(200), { ...mexican(old), phone: '55 1111 1111' })
      await signupAt(daysAgo(181), { ...mexican(renewed), phone: '55 2222 2222' })
      // Sent again within the day: its retention counts from now on.
      await signupAt(new Date(daysAgo(181).getTime() + hour), { ...mexican(renewed), phone: '55 2222 2222' })
      await database.run([
        database.query
          .updateTable('signups')
          .set({ updated_at: daysAgo(100).toISOString() })
          .where('email', '=', renewed),
      ])
      await signupAt(daysAgo(10), { ...mexican(recent), phone: '55 3333 3333' })
      const logged = (await privacyLog()).length

      // Two workers at once: each row is erased once, and one of them logs it.
      const otherWorker = testDb.open()
      const erased = await Promise.all([
        eraseExpiredContacts(database, 180, now),
        eraseExpiredContacts(otherWorker, 180, now),
      ]).finally(() => otherWorker.close())
      expect(erased.sort()).toEqual([0, 1])
      expect(await signupsOf(old)).toHaveLength(0)
      expect(await signupsOf(renewed)).toHaveLength(1)
      expect(await signupsOf(recent)).toHaveLength(1)
      // A run that erased nothing leaves no entry.
      expect(await eraseExpiredContacts(database, 180, now)).toBe(0)
      const log = (await privacyLog()).slice(logged)
      expect(log).toMatchObject([{ kind: 'retention', subject_hash: null }])
      expect(Number(log[0]?.row_count)).toBe(1)
    })
  })
})

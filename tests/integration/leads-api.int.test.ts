// The leads API over real HTTP: the handler served by srvx on a free port, over a fresh leads
// database (SQLite, then PostgreSQL) and the fixture catalogue. Every endpoint with good input, then
// tables of bad input, each checked by its answer and by the rows it left (none); the consent and
// signup endpoints, stores of the same service, for the spec's clean-data refusals.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { impressionResponseSchema, leadsErrorSchema } from '../../app/contracts/leads/schemas.ts'
import type { LeadsStore, LeadsTable } from '../../app/server/leads/leads-store.server.ts'
import type { LeadsDatabase } from '../../app/server/leads/store/leads-database.server.ts'
import { exampleConsentRecord } from '../support/consent-fixtures.ts'
import { type LeadsApiServer, serveLeadsApi } from '../support/leads-api-server.ts'
import { freshLeadsDatabase, leadsStoreKinds, type TestLeadsDatabase } from '../support/leads-stores.ts'

describe.each(leadsStoreKinds)('the leads API on %s', (kind) => {
  let testDb: TestLeadsDatabase
  let database: LeadsDatabase
  let api: LeadsApiServer
  let store: LeadsStore

  beforeAll(async () => {
    testDb = await freshLeadsDatabase(kind)
    database = testDb.open()
    api = await serveLeadsApi(database)
    store = api.store
  })

  afterAll(async () => {
    await api.close()
    await database.close()
    await testDb.drop()
  })

  const url = (path: string) => api.url(path)
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  const tables: LeadsTable[] = ['impressions', 'user_events', 'client_ids', 'clicks', 'consent_records', 'signups']
  const rowCounts = async () =>
    Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await store.count(table)])))

  const device = { memory: 8, timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' }
  const impressionBody = (overrides: Record<string, unknown> = {}) => ({
    device,
    trackingData: { subId: 'abc', googleClickId: 'G1' },
    locale: 'de-DE',
    ...overrides,
  })

  async function createImpression(overrides: Record<string, unknown> = {}) {
    const response = await post('/api/impression', impressionBody(overrides))
    expect(response.status).toBe(200)
    return impressionResponseSchema.parse(await response.json())
  }

  /** The fixture's two products as an initial list; the second at the position given. */
  const postList = (impressionId: string, secondPosition: number) =>
    post('/api/user-events', {
      partitionKey: 'initialProductList',
      data: {
        impressionId,
        products: [
          { productId: 'mega-casino', position: 1 },
          { productId: 'spin-palace', position: secondPosition },
        ],
      },
    })

  async function expectError(response: Response, status: number, expected: { code: string; field?: string }) {
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const { error } = leadsErrorSchema.parse(await response.json())
    expect(error).toMatchObject(expected)
    if (!expected.field) expect(error.field).toBeUndefined()
  }

  describe('POST /api/impression', () => {
    test('creates an impression with its channel, a new unique user id and the ranked products', async () => {
      const before = await store.count('impressions')
      const { impression, products } = await createImpression()
      expect(impression.id).toMatch(/^[0-9a-f-]{36}$/)
      expect(impression.uniqueUserId).toMatch(/^[0-9a-f-]{36}$/)
      expect(impression.source.channel).toEqual({ id: 2, name: 'google-ads' })
      expect(products.map((product) => product.id)).toEqual(['mega-casino', 'spin-palace'])
      expect(await store.count('impressions')).toBe(before + 1)
    })

    test('keeps the unique user id the visitor already has', async () => {
      const { impression } = await createImpression({ trackingData: { uniqueUserId: 'visitor-7' } })
      expect(impression.uniqueUserId).toBe('visitor-7')
      expect(impression.source.channel).toEqual({ id: 1, name: 'direct' })
    })

    test('resending the impression id returns the same impression and stores nothing', async () => {
      const first = await createImpression()
      const before = await rowCounts()
      const again = await createImpression({ impressionId: first.impression.id, trackingData: {} })
      expect(again.impression).toEqual(first.impression)
      expect(await rowCounts()).toEqual(before)
    })

    test('an impression id the API never issued gets a new impression', async () => {
      const unknown = randomUUID()
      const { impression } = await createImpression({ impressionId: unknown })
      expect(impression.id).not.toBe(unknown)
    })

    test('noProducts answers an empty list', async () => {
      expect((await createImpression({ noProducts: true })).products).toEqual([])
    })
  })

  describe('POST /api/user-events', () => {
    test('a product view is recorded once per impression', async () => {
      const { impression } = await createImpression()
      const view = {
        partitionKey: 'productView',
        data: { impressionId: impression.id, productId: 'mega-casino', position: 1 },
      }
      const before = await store.count('user_events')
      const first = await post('/api/user-events', view)
      expect(first.status).toBe(200)
      expect(await first.json()).toEqual({ recorded: 1 })
      expect(await (await post('/api/user-events', view)).json()).toEqual({ recorded: 0 })
      expect(await store.count('user_events')).toBe(before + 1)
    })

    test('the initial product list stores one row per product', async () => {
      const { impression } = await createImpression()
      const before = await store.count('user_events')
      const response = await postList(impression.id, 2)
      expect(await response.json()).toEqual({ recorded: 2 })
      expect(await store.count('user_events')).toBe(before + 2)
    })
  })

  describe('POST /api/client-id', () => {
    test('stores a client id once', async () => {
      const { impression } = await createImpression()
      const body = {
        clientType: 'facebook',
        impressionId: impression.id,
        clientId: 'fb.1.123',
        clickId: 'fb.1.1.abc',
        locale: 'de-DE',
      }
      const before = await store.count('client_ids')
      const response = await post('/api/client-id', body)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ recorded: true })
      expect(await (await post('/api/client-id', body)).json()).toEqual({ recorded: false })
      expect(await store.count('client_ids')).toBe(before + 1)
    })
  })

  describe('bad input: a clear answer and no rows', () => {
    const huge = 'x'.repeat(70 * 1024)
    const long = 'y'.repeat(5000)
    const someId = '7d4c2a8e-1f3b-4c5d-9e6f-0a1b2c3d4e5f'
    type Case = [name: string, path: string, body: unknown, status: number, expected: { code: string; field?: string }]
    // Most bad bodies are a 400 naming the field; one helper per endpoint keeps the table one line a case.
    const impressionCase = (name: string, body: unknown, field: string): Case => [
      name,
      '/api/impression',
      body,
      400,
      { code: 'invalid_body', field },
    ]
    const eventCase = (name: string, data: unknown, field: string, partitionKey = 'productView'): Case => [
      name,
      '/api/user-events',
      { partitionKey, data },
      400,
      { code: 'invalid_body', field },
    ]
    const clientIdCase = (name: string, body: Record<string, unknown>, field: string): Case => [
      name,
      '/api/client-id',
      { clientType: 'google', impressionId: someId, clientId: 'GA1.1.1', locale: 'de-DE', ...body },
      400,
      { code: 'invalid_body', field },
    ]
    const view = { impressionId: someId, productId: 'mega-casino', position: 1 }
    const cases: Case[] = [
      impressionCase('missing device', { trackingData: {}, locale: 'de-DE' }, 'device'),
      impressionCase('missing locale', { device, trackingData: {} }, 'locale'),
      impressionCase('extra field', { ...impressionBody(), admin: true }, 'admin'),
      impressionCase('extra tracking field', impressionBody({ trackingData: { evil: '1' } }), 'trackingData.evil'),
      impressionCase('memory a string', impressionBody({ device: { ...device, memory: '8' } }), 'device.memory'),
      impressionCase(
        'resolution not WxH',
        impressionBody({ device: { ...device, resolution: '1*1' } }),
        'device.resolution',
      ),
      impressionCase('noProducts not boolean', impressionBody({ noProducts: 'yes' }), 'noProducts'),
      impressionCase('impressionId not a uuid', impressionBody({ impressionId: 'abc' }), 'impressionId'),
      impressionCase('locale of another site', impressionBody({ locale: 'fr-FR' }), 'locale'),
      impressionCase('huge tracking value', impressionBody({ trackingData: { subId: long } }), 'trackingData.subId'),
      ['JSON array', '/api/impression', '[]', 400, { code: 'invalid_body' }],
      [
        'body over 64 KiB',
        '/api/impression',
        impressionBody({ trackingData: { subId: huge } }),
        413,
        { code: 'payload_too_large' },
      ],
      ['invalid JSON', '/api/impression', '{"device":', 400, { code: 'invalid_json' }],
      ['empty body', '/api/impression', '', 400, { code: 'invalid_json' }],
      eventCase('unknown partition key', view, 'partitionKey', 'click'),
      eventCase('view without position', { impressionId: someId, productId: 'mega-casino' }, 'data.position'),
      eventCase('position a string', { ...view, position: '1' }, 'data.position'),
      eventCase('extra data field', { ...view, price: 1 }, 'data.price'),
      eventCase(
        'list with one bad entry',
        {
          impressionId: someId,
          products: [
            { productId: 'a', position: 1 },
            { productId: 'Bad Id', position: 2 },
          ],
        },
        'data.products.1.productId',
        'initialProductList',
      ),
      [
        'view of an unknown impression',
        '/api/user-events',
        { partitionKey: 'productView', data: view },
        400,
        { code: 'unknown_impression', field: 'data.impressionId' },
      ],
      clientIdCase('unknown client type', { clientType: 'myspace' }, 'clientType'),
      clientIdCase('client id too long', { clientId: long }, 'clientId'),
      clientIdCase('missing locale', { locale: undefined }, 'locale'),
      [
        'client id of an unknown impression',
        '/api/client-id',
        { clientType: 'google', impressionId: someId, clientId: 'GA1.1.1', locale: 'de-DE' },
        400,
        { code: 'unknown_impression', field: 'impressionId' },
      ],
    ]

    let before: Record<string, number>
    beforeEach(async () => {
      before = await rowCounts()
    })

    test.each(cases)('%s', async (_name, path, body, status, expected) => {
      await expectError(await post(path, body), status, expected)
      expect(await rowCounts()).toEqual(before)
    })

    test.each(['/api/impression', '/api/user-events', '/api/client-id'])(
      '%s refuses other content types',
      async (path) => {
        await expectError(await post(path, impressionBody(), { 'content-type': 'text/plain' }), 415, {
          code: 'unsupported_media_type',
        })
        await expectError(await fetch(url(path), { method: 'POST', body: new URLSearchParams({ a: '1' }) }), 415, {
          code: 'unsupported_media_type',
        })
        expect(await rowCounts()).toEqual(before)
      },
    )

    test.each(['/api/impression', '/api/user-events', '/api/client-id'])('%s answers 405 to GET', async (path) => {
      const response = await fetch(url(path))
      await expectError(response, 405, { code: 'method_not_allowed' })
      expect(response.headers.get('allow')).toBe('POST')
    })

    test('a list with a bad entry among good ones writes nothing', async () => {
      const { impression } = await createImpression()
      const counts = await rowCounts()
      const response = await postList(impression.id, 0)
      await expectError(response, 400, { code: 'invalid_body', field: 'data.products.1.position' })
      expect(await rowCounts()).toEqual(counts)
    })
  })

  describe('clean data: each refusal a 400 naming the field, and no rows', () => {
    /** Good input of each endpoint, changed by one field: refused for that field alone. */
    async function expectRefused(path: string, body: unknown, field: string) {
      const before = await rowCounts()
      await expectError(await post(path, body), 400, { code: 'invalid_body', field })
      expect(await rowCounts()).toEqual(before)
    }

    test('a product view or product list naming a product the catalogue does not have', async () => {
      const { impression } = await createImpression()
      const view = { impressionId: impression.id, productId: 'mega-casino', position: 1 }
      expect((await post('/api/user-events', { partitionKey: 'productView', data: view })).status).toBe(200)
      await expectRefused(
        '/api/user-events',
        { partitionKey: 'productView', data: { ...view, productId: 'no-such-casino' } },
        'data.productId',
      )
      const products = [
        { productId: 'spin-palace', position: 1 },
        { productId: 'no-such-casino', position: 2 },
      ]
      await expectRefused(
        '/api/user-events',
        { partitionKey: 'initialProductList', data: { impressionId: impression.id, products } },
        'data.products.1.productId',
      )
    })

    test("a client id in a locale that is not the site's", async () => {
      const { impression } = await createImpression()
      const clientId = { clientType: 'google', impressionId: impression.id, clientId: 'GA1.1.7', locale: 'de-DE' }
      expect((await post('/api/client-id', clientId)).status).toBe(200)
      // nb-NO is a locale of another site; xx-YY of none.
      await expectRefused('/api/client-id', { ...clientId, clientId: 'GA1.1.8', locale: 'nb-NO' }, 'locale')
      await expectRefused('/api/client-id', { ...clientId, clientId: 'GA1.1.9', locale: 'xx-YY' }, 'locale')
    })

    test('a consent record given in the future (beyond the clock skew allowed)', async () => {
      const record = { ...exampleConsentRecord, id: randomUUID(), givenAt: new Date().toISOString() }
      const stored = await post('/api/consent', record)
      expect(stored.status).toBe(201)
      const inAnHour = new Date(Date.now() + 3_600_000).toISOString()
      await expectRefused('/api/consent', { ...record, givenAt: inAnHour }, 'givenAt')
      await expectRefused(
        '/api/consent',
        { ...record, id: randomUUID(), givenAt: '2099-01-01T00:00:00.000Z' },
        'givenAt',
      )
    })

    const signup = {
      locale: 'de-DE',
      name: 'Max Mustermann',
      email: 'max@example.de',
      phone: '0151 23456789',
      fillTimeMs: 8000,
    }

    test('a signup without control characters is stored', async () => {
      const before = await store.count('signups')
      const response = await post('/api/signups', { ...signup, consentToContact: true })
      expect(response.status).toBe(202)
      expect(await store.count('signups')).toBe(before + 1)
    })

    test.each([
      ['name', 'NUL', { name: 'Max\u0000Mustermann' }],
      ['name', 'an escape sequence', { name: 'Max \u001b[31mMustermann' }],
      ['name', 'a newline inside', { name: 'Max\nMustermann' }],
      ['name', 'DEL', { name: 'Max\u007fMustermann' }],
      // The phone check drops whitespace, so a tab would pass as a number without the rule.
      ['phone', 'a tab inside', { phone: '0151\t23456789' }],
      // Refused by the address format too; here for the header injection it would be.
      ['email', 'a header injection', { email: 'max@example.de\r\nBcc: all@example.de' }],
    ])('a signup with a control character in %s (%s)', async (field, _what, change) => {
      await expectRefused('/api/signups', { ...signup, consentToContact: true, ...change }, field)
    })
  })

  describe('GET /go/{product}', () => {
    const go = (path: string, cookie?: string) =>
      fetch(url(path), { redirect: 'manual', headers: cookie ? { cookie } : {} })

    const clickOf = async (clickId: string) =>
      (
        await database.all(
          database.query
            .selectFrom('clicks')
            .select(['impression_id', 'product_id', 'sub_id', 'page', 'position'])
            .where('click_id', '=', clickId),
        )
      ).map((row) => ({ ...row, position: row.position === null ? null : Number(row.position) }))

    test('records the click with the impression and redirects with subId and click ids', async () => {
      const { impression } = await createImpression()
      const before = await store.count('clicks')
      const response = await go(
        '/go/mega-casino/?page=/casino-boni/&pos=2',
        `impression_id=${impression.id}; sub_id=abc; google_click_id=G1; microsoft_click_id=M1`,
      )
      expect(response.status).toBe(302)
      const location = new URL(response.headers.get('location') ?? '')
      // The product's template names where the subId and the click id go.
      expect(`${location.origin}${location.pathname}`).toBe('https://www.mega-casino.example/')
      const { clickref: clickId = '', ...rest } = Object.fromEntries(location.searchParams)
      expect(rest).toEqual({ btag: '7', subid: 'abc', gclid: 'G1', msclkid: 'M1' })
      expect(clickId).toMatch(/^[\w-]{16,64}$/)
      expect(await store.count('clicks')).toBe(before + 1)
      expect(await clickOf(clickId)).toEqual([
        { impression_id: impression.id, product_id: 'mega-casino', sub_id: 'abc', page: '/casino-boni/', position: 2 },
      ])
    })

    test('every click-out gets a click id of its own', async () => {
      const clickIds = await Promise.all(
        [1, 2, 3].map(async () =>
          new URL((await go('/go/mega-casino/')).headers.get('location') ?? '').searchParams.get('clickref'),
        ),
      )
      expect(new Set(clickIds).size).toBe(3)
    })

    test('a placement the link does not name well is left out, the click still recorded', async () => {
      const response = await go('/go/mega-casino/?page=https://evil.example/&pos=0')
      const clickId = new URL(response.headers.get('location') ?? '').searchParams.get('clickref') ?? ''
      expect(await clickOf(clickId)).toEqual([
        { impression_id: null, product_id: 'mega-casino', sub_id: 'z', page: null, position: null },
      ])
    })

    test('a visit without tracking data gets the default subId', async () => {
      const response = await go('/go/spin-palace')
      expect(response.headers.get('location')).toBe('https://www.spin-palace.example/?subid=z')
    })

    test('follows a deep link on the operator host', async () => {
      const response = await go(
        `/go/mega-casino/?to=${encodeURIComponent('https://www.mega-casino.example/bonus?x=1')}`,
      )
      expect(response.status).toBe(302)
      // The deep link replaces the template: the subId is appended.
      expect(response.headers.get('location')).toBe('https://www.mega-casino.example/bonus?x=1&subid=z')
    })

    test.each([
      'https://evil.example/',
      'https://www.mega-casino.example.evil.example/',
      'https://www.mega-casino.example@evil.example/',
      'https://user:pass@www.mega-casino.example/',
      'http://www.mega-casino.example/',
      'https://www.mega-casino.example:8443/',
      'https://www.spin-palace.example/',
      '//evil.example/',
      'javascript:alert(1)',
      'data:text/html,hi',
      '/relative',
    ])('refuses the target %s', async (target) => {
      const before = await store.count('clicks')
      await expectError(await go(`/go/mega-casino/?to=${encodeURIComponent(target)}`), 400, {
        code: 'target_refused',
        field: 'to',
      })
      expect(await store.count('clicks')).toBe(before)
    })

    test('an unknown product is a 404 and no click', async () => {
      const before = await store.count('clicks')
      await expectError(await go('/go/no-such-casino/'), 404, { code: 'not_found' })
      expect(await store.count('clicks')).toBe(before)
    })
  })
})

// Property-based fuzzing of every leads and content endpoint over real HTTP (fast-check): the real
// handlers behind one srvx server on a free port, the leads, consent and signup stores sharing one
// SQLite file as in production. Each endpoint gets 1,000 generated requests: mostly well-formed
// bodies, some of them mutated, plus random JSON, raw text, other methods, content types, headers,
// query parameters, ids and locales. The answer must be 2xx or 4xx, and rows may appear only with
// a 2xx (counted in the SQLite file itself).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import fc from 'fast-check'
import type { Server } from 'srvx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultGeolocationCookieName } from '../../app/consent/viewer-country.ts'
import { productSchema } from '../../app/contracts/content/schemas.ts'
import { z } from '../../app/lib/zod.ts'
import type { ContentStore } from '../../app/server/content/content-store.server.ts'
import { handleContentRequest } from '../../app/server/content/handle-content-request.server.ts'
import { openContentStore } from '../../app/server/content/seed-content-store.server.ts'
import { createStoreSource } from '../../app/server/content/store-source.server.ts'
import { ConsentStore } from '../../app/server/leads/consent/consent-store.server.ts'
import { handleConsentRequest } from '../../app/server/leads/consent/handle-consent-request.server.ts'
import { LeadsStore } from '../../app/server/leads/leads-store.server.ts'
import { createProductCatalogue } from '../../app/server/leads/product-catalogue.server.ts'
import { handleSignupRequest } from '../../app/server/leads/signups/handle-signup-request.server.ts'
import { type SignupStore, signupStoreOf } from '../../app/server/leads/signups/signup-store.server.ts'
import type { LeadsDatabase } from '../../app/server/leads/store/leads-database.server.ts'
import { openLeadsDatabase } from '../../app/server/leads/store/open-leads-database.server.ts'
import { websiteById } from '../../app/site/website.ts'
import { financeSiteId } from '../../app.config.ts'
import { fixtureSite, validContentDir } from '../fixtures/content/fixture-site.ts'
import { exampleConsentRecord } from '../support/consent-fixtures.ts'
import { answerLeadsRequest } from '../support/leads-routes.ts'
import { serveHandler } from '../support/serve-handler.ts'

const runs = 1_000

let dir: string
let dbPath: string
let contentStore: ContentStore
let database: LeadsDatabase
let leadsStore: LeadsStore
let consentStore: ConsentStore
let signupStore: SignupStore
let server: Server
let impressionIds: string[]
let productIds: string[]
let reader: DatabaseSync | undefined

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'api-fuzz-'))
  dbPath = join(dir, 'leads.sqlite')
  contentStore = openContentStore({
    site: fixtureSite,
    contentDir: validContentDir,
    dbPath: join(dir, 'content.sqlite'),
  }).store
  database = openLeadsDatabase({ sqlitePath: dbPath })
  leadsStore = new LeadsStore(database)
  consentStore = new ConsentStore(database)
  signupStore = signupStoreOf(database)
  const products = (locale: string) =>
    z.array(productSchema).parse(contentStore.list('products', locale).map((json) => JSON.parse(json)))
  productIds = products('de-DE').map((product) => product.id)
  const contentSource = createStoreSource(contentStore)
  const leadsDeps = {
    website: fixtureSite,
    store: leadsStore,
    catalogue: createProductCatalogue(fixtureSite, contentSource),
    geolocationCookieName: defaultGeolocationCookieName,
    newId: randomUUID,
  }
  const financeSite = websiteById(financeSiteId)
  server = await serveHandler((request) => {
    const { pathname } = new URL(request.url)
    if (pathname.startsWith('/api/content/')) return handleContentRequest(request, contentSource)
    if (pathname === '/api/consent') return handleConsentRequest(request, consentStore)
    if (pathname === '/api/signups')
      return handleSignupRequest(request, { website: financeSite, store: () => signupStore })
    return answerLeadsRequest(request, leadsDeps)
  })
  // Impressions the generated events and client ids can refer to.
  impressionIds = await Promise.all(
    [1, 2, 3].map(async () => {
      const response = await send({
        method: 'POST',
        path: '/api/impression',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(impressionBody()),
      })
      return ((await response.json()) as { impression: { id: string } }).impression.id
    }),
  )
})

afterAll(async () => {
  await server.close(true)
  reader?.close()
  await database.close()
  contentStore.close()
  rmSync(dir, { recursive: true, force: true })
})

type GeneratedRequest = {
  method: string
  path: string
  query?: [string, string][]
  headers?: Record<string, string>
  body?: string
}

function send({ method, path, query = [], headers = {}, body }: GeneratedRequest) {
  const url = new URL(path, server.url)
  for (const [name, value] of query) url.searchParams.append(name, value)
  const hasBody = body !== undefined && method !== 'GET' && method !== 'HEAD'
  return fetch(url, { method, headers, body: hasBody ? body : undefined })
}

const tables = ['impressions', 'user_events', 'client_ids', 'clicks', 'consent_records', 'signups']
/** Every row of every leads table, read through a connection of its own (as another process would). */
function rowCount(): number {
  reader ??= new DatabaseSync(dbPath, { readOnly: true })
  const row = reader
    .prepare(`SELECT ${tables.map((table) => `(SELECT COUNT(*) FROM ${table})`).join(' + ')} AS count`)
    .get()
  return Number(row?.count)
}

function impressionBody(overrides: Record<string, unknown> = {}) {
  return {
    device: { memory: 8, timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
    trackingData: { subId: 'fuzz' },
    locale: 'de-DE',
    ...overrides,
  }
}

// --- generators -------------------------------------------------------------------------------

/** A valid body, or the same with one field dropped, replaced by any JSON, or one added. */
function mutated(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    valid.chain((body) =>
      fc.oneof(
        fc
          .constantFrom(...Object.keys(body))
          .map((key) => Object.fromEntries(Object.entries(body).filter(([name]) => name !== key))),
        fc
          .tuple(fc.constantFrom(...Object.keys(body)), fc.jsonValue())
          .map(([key, value]) => ({ ...body, [key]: value })),
        fc
          .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue())
          .map(([key, value]) => ({ ...body, [key]: value })),
      ),
    ),
  )
}

const weirdText = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 60 }))
const anyMethod = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS')

/** A request to a POST endpoint: mostly JSON bodies around a valid one, sometimes anything at all. */
function postRequest(path: string, valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<GeneratedRequest> {
  const json = { 'content-type': 'application/json' }
  return fc.oneof(
    {
      weight: 4,
      arbitrary: mutated(valid).map((body) => ({ method: 'POST', path, headers: json, body: JSON.stringify(body) })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        method: anyMethod,
        path: fc.constant(path),
        headers: fc.constantFrom({}, json, { 'content-type': 'text/plain' }, { 'content-type': 'multipart/form-data' }),
        body: fc.oneof(
          fc.jsonValue().map((value) => JSON.stringify(value)),
          weirdText,
          fc.constant('x'.repeat(70 * 1024)),
        ),
      }),
    },
  )
}

const ofImpression = () => fc.constantFrom(...impressionIds)
const placement = () =>
  fc.record({ productId: fc.constantFrom(...productIds), position: fc.integer({ min: 1, max: 500 }) })
const optional = { requiredKeys: [] as never[] }

const leadsEndpoints: Record<string, () => fc.Arbitrary<GeneratedRequest>> = {
  '/api/impression': () =>
    postRequest(
      '/api/impression',
      fc.record(
        {
          device: fc.record({
            memory: fc.constantFrom(0.5, 4, 8),
            timezoneOffset: fc.integer({ min: -840, max: 720 }),
            resolution: fc.stringMatching(/^\d{1,5}x\d{1,5}$/),
            language: fc.constantFrom('de-DE', 'en', 'nb-NO'),
          }),
          trackingData: fc.record(
            {
              subId: fc.string({ minLength: 1, maxLength: 20 }),
              googleClickId: fc.string({ minLength: 1, maxLength: 20 }),
            },
            optional,
          ),
          impressionId: fc.oneof(ofImpression(), fc.uuid()),
          locale: fc.constant('de-DE'),
          noProducts: fc.boolean(),
        },
        { requiredKeys: ['device', 'trackingData', 'locale'] },
      ),
    ),
  '/api/user-events': () =>
    postRequest(
      '/api/user-events',
      fc.oneof(
        fc.record({
          partitionKey: fc.constant('productView'),
          data: fc.tuple(ofImpression(), placement()).map(([impressionId, place]) => ({ impressionId, ...place })),
        }),
        fc.record({
          partitionKey: fc.constant('initialProductList'),
          data: fc.record({
            impressionId: ofImpression(),
            products: fc.array(placement(), { minLength: 1, maxLength: 4 }),
          }),
        }),
      ),
    ),
  '/api/client-id': () =>
    postRequest(
      '/api/client-id',
      fc.record(
        {
          clientType: fc.constantFrom('facebook', 'tiktok', 'google'),
          impressionId: ofImpression(),
          clientId: fc.string({ minLength: 1, maxLength: 200 }),
          clickId: fc.string({ minLength: 1, maxLength: 20 }),
          locale: fc.constant('de-DE'),
        },
        { requiredKeys: ['clientType', 'impressionId', 'clientId', 'locale'] },
      ),
    ),
  '/api/consent': () =>
    postRequest(
      '/api/consent',
      fc.record({
        id: fc.oneof(fc.uuid(), fc.constant(exampleConsentRecord.id)),
        necessary: fc.constant(true),
        preferences: fc.boolean(),
        statistics: fc.boolean(),
        marketing: fc.boolean(),
        givenAt: fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString()),
        policyRevision: fc.integer({ min: 1, max: 100 }),
      }),
    ),
  '/api/signups': () =>
    postRequest(
      '/api/signups',
      fc.record(
        {
          locale: fc.constant('es-MX'),
          name: fc.constantFrom('María López', 'Ana', 'José Pérez'),
          email: fc.constantFrom('maria@example.mx', 'ana@example.com'),
          phone: fc.constantFrom('55 1234 5678', '+52 55 1234 5678', '3312345678'),
          consentToContact: fc.constant(true),
          partnerId: fc.constant('kreditpartner'),
          fillTimeMs: fc.integer({ min: 3000, max: 600_000 }),
        },
        { requiredKeys: ['locale', 'name', 'email', 'phone', 'consentToContact', 'fillTimeMs'] },
      ),
    ),
}

const contentEndpoints = [
  'authors',
  'categories',
  'cookie-categories',
  'website-cookies',
  'components',
  'menus',
  'pages',
  'search-menu-items',
  'featured-article-summaries',
  'game-providers',
  'payment-providers',
  'posts',
  'post-summaries',
  'slots',
  'products',
  'finance-products',
] as const
const itemEndpoints = new Set(['game-providers', 'payment-providers', 'posts', 'slots', 'products', 'finance-products'])

/** The ids the fixture content has, per item endpoint. */
function knownIds(endpoint: string): string[] {
  if (!itemEndpoints.has(endpoint)) return []
  const locale = endpoint === 'cookie-categories' ? 'en-US' : 'de-DE'
  return contentStore.list(endpoint as never, locale).map((json) => (JSON.parse(json) as { id: string }).id)
}

/** The query a well-formed request to an endpoint carries. */
function validQuery(endpoint: string): fc.Arbitrary<[string, string][]> {
  const locale = endpoint === 'cookie-categories' ? 'en-US' : 'de-DE'
  if (endpoint === 'pages')
    return fc.constantFrom('/', '/online-casinos-mit-paypal/', '/privacy-policy/').map((path) => [
      ['locale', locale],
      ['path', path],
    ])
  if (endpoint === 'post-summaries')
    return fc
      .constantFrom<[string, string][]>([], [['author', 'max-weber']], [['names', 'bonus-tipps,paypal-guide']])
      .map((extra) => [['locale', locale], ...extra])
  return fc.constant([['locale', locale]])
}

function contentRequest(endpoint: string): fc.Arbitrary<GeneratedRequest> {
  const ids = knownIds(endpoint)
  const listOrItem =
    endpoint === 'posts' || ids.length > 0
      ? fc.oneof(
          ...(endpoint === 'posts' ? [] : [fc.constant(`/api/content/${endpoint}`)]),
          fc.constantFrom(...ids).map((id) => `/api/content/${endpoint}/${id}`),
        )
      : fc.constant(`/api/content/${endpoint}`)
  const valid = fc.record({
    method: fc.constantFrom('GET', 'HEAD'),
    path: listOrItem,
    query: validQuery(endpoint),
    headers: fc.constant({ accept: 'application/json' }),
  })
  const anything = fc.record({
    method: anyMethod,
    path: fc.oneof(
      listOrItem,
      weirdText.map((id) => `/api/content/${endpoint}/${encodeURIComponent(id)}`),
      fc.string({ maxLength: 10 }).map((tail) => `/api/content/${endpoint}/${encodeURIComponent(tail)}/extra`),
    ),
    query: fc
      .tuple(
        validQuery(endpoint),
        fc.array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom('locale', 'path', 'author', 'names', 'preview', 'draft'),
              fc.string({ maxLength: 8 }),
            ),
            fc.oneof(fc.constantFrom('de-DE', 'en-US', 'xx-XX', '/', 'a,b', ''), weirdText),
          ),
          { maxLength: 4 },
        ),
      )
      // Half of them (by the number of extras) without the well-formed query at all.
      .map(([base, extra]) => [...base.filter(() => extra.length % 2 === 0), ...extra]),
    headers: fc.record(
      {
        accept: fc.constantFrom('application/json', 'text/html', '*/*'),
        'if-none-match': fc.oneof(fc.constant('*'), fc.stringMatching(/^[\x20-\x7e]{0,30}$/)),
        'content-type': fc.constantFrom('application/json', 'text/plain'),
      },
      optional,
    ),
    body: fc.option(weirdText, { nil: undefined }),
  })
  return fc.oneof({ weight: 1, arbitrary: valid }, { weight: 2, arbitrary: anything })
}

// --- properties --------------------------------------------------------------------------------

const statusClass = (status: number) => Math.floor(status / 100)

describe('leads endpoints: only 2xx or 4xx, and rows only with a 2xx', () => {
  for (const [path, generate] of Object.entries(leadsEndpoints)) {
    test(`${runs} generated requests to ${path}`, async () => {
      const seen = { success: 0, clientError: 0 }
      await fc.assert(
        fc.asyncProperty(generate(), async (request) => {
          const before = rowCount()
          const response = await send(request)
          await response.arrayBuffer()
          const status = response.status
          expect([2, 4], `${request.method} ${path} answered ${status}`).toContain(statusClass(status))
          if (statusClass(status) === 2) seen.success++
          else {
            seen.clientError++
            expect(rowCount(), `${status} must store nothing`).toBe(before)
          }
        }),
        { numRuns: runs },
      )
      // The generators reach past validation often enough for the property to mean something.
      expect(seen.success).toBeGreaterThan(runs / 20)
      expect(seen.clientError).toBeGreaterThan(runs / 20)
    })
  }
})

describe('content endpoints: only 2xx or 4xx, and nothing stored', () => {
  for (const endpoint of contentEndpoints) {
    test(`${runs} generated requests to /api/content/${endpoint}`, async () => {
      const before = rowCount()
      let success = 0
      await fc.assert(
        fc.asyncProperty(contentRequest(endpoint), async (request) => {
          const response = await send(request)
          await response.arrayBuffer()
          // 304 is the answer to a conditional request whose copy is current: the protocol, not an error.
          const notModified = response.status === 304 && request.headers?.['if-none-match'] !== undefined
          if (!notModified)
            expect([2, 4], `${request.method} ${request.path} answered ${response.status}`).toContain(
              statusClass(response.status),
            )
          if (statusClass(response.status) === 2) success++
        }),
        { numRuns: runs },
      )
      expect(success).toBeGreaterThan(runs / 5)
      expect(rowCount()).toBe(before)
    })
  }
})

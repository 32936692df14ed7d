// A publish reaches every cache that serves the site: the page and content caches of another
// instance on the same PostgreSQL database (the purge bus's LISTEN/NOTIFY), and of the other worker
// of a WEB_CONCURRENCY=2 server without PostgreSQL (the cluster's messaging). Real production
// servers in front of one CMS stand-in; the publish goes to one server's POST /api/revalidate, and
// the change must show on the others at once, though both caches keep everything for ten minutes.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshLeadsDatabase, type TestLeadsDatabase } from '../support/leads-stores.ts'
import { type ProductionServer, startProductionServer } from '../support/production-server.ts'
import { getPage, retitled, revalidate, testRevalidateSecret } from '../support/revalidation.ts'
import { startCms } from '../support/site-process.ts'

let cms: Awaited<ReturnType<typeof startCms>>
const servers: ProductionServer[] = []

const siteEnv = () => ({
  PAGE_CACHE_SECONDS: '600',
  CONTENT_CACHE_MAX_AGE: '600',
  SENTRY_DSN: '',
  CONTENT_API_URL: cms.url,
  REVALIDATE_SECRET: testRevalidateSecret,
})
const pastOneSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100))

beforeAll(async () => {
  cms = await startCms()
})

afterAll(async () => {
  for (const server of servers) await server.stop()
  await cms?.close()
})

describe('between two instances on one PostgreSQL database', () => {
  let database: TestLeadsDatabase

  beforeAll(async () => {
    database = await freshLeadsDatabase('postgres')
  })
  afterAll(() => database?.drop())

  test('a publish on one empties the page and content caches of the other', async () => {
    const env = { ...siteEnv(), DATABASE_URL: (database.target as { postgresUrl: string }).postgresUrl }
    // One after the other: each migrates the leads database at start-up.
    const first = await startProductionServer({ stderr: 'pipe', env })
    servers.push(first)
    const second = await startProductionServer({ stderr: 'pipe', env })
    servers.push(second)
    const before = await getPage(`${second.url}/echtgeld-casinos/`)
    await getPage(`${first.url}/echtgeld-casinos/`)
    await pastOneSecond()
    cms.edit(retitled('/echtgeld-casinos/', 'Echtgeld Casinos: neu veröffentlicht'))
    const kept = await getPage(`${second.url}/echtgeld-casinos/`)
    expect(kept.title).toBe(before.title)
    expect(kept.age).toBeGreaterThanOrEqual(1)

    expect((await revalidate(first.url, { collection: 'pages', paths: ['/echtgeld-casinos/'] })).status).toBe(204)

    expect((await getPage(`${first.url}/echtgeld-casinos/`)).title).toBe('Echtgeld Casinos: neu veröffentlicht')
    // NOTIFY is delivered asynchronously, within milliseconds.
    await expect
      .poll(async () => (await getPage(`${second.url}/echtgeld-casinos/`)).title, { timeout: 5_000, interval: 50 })
      .toBe('Echtgeld Casinos: neu veröffentlicht')
  }, 90_000)
})

describe('between the workers of one server without PostgreSQL', () => {
  test("a publish on one worker empties the other's caches", async () => {
    const server = await startProductionServer({ stderr: 'pipe', env: { ...siteEnv(), WEB_CONCURRENCY: '2' } })
    servers.push(server)
    const page = `${server.url}/mobile-casinos/`
    // Each on a connection of its own, which the kernel hands to either worker: 30 reach both.
    const visitAll = () => Promise.all(Array.from({ length: 30 }, () => getPage(page)))
    // Until both workers have it (the second may still be starting): a round of answers all from caches.
    await expect
      .poll(
        async () => {
          await visitAll()
          await pastOneSecond()
          return (await visitAll()).every((answer) => (answer.age ?? 0) >= 1)
        },
        { timeout: 30_000, interval: 0 },
      )
      .toBe(true)
    const before = (await getPage(page)).title
    cms.edit(retitled('/mobile-casinos/', 'Mobile Casinos: neu veröffentlicht'))
    // Both workers keep what they have: had one not had it, it would render the new title now.
    expect(new Set((await visitAll()).map((answer) => answer.title))).toEqual(new Set([before]))

    expect((await revalidate(server.url, { collection: 'pages', paths: ['/mobile-casinos/'] })).status).toBe(204)

    // The primary relays the purge to the other worker asynchronously, within milliseconds.
    await expect
      .poll(async () => new Set((await visitAll()).map((answer) => answer.title)), { timeout: 5_000, interval: 50 })
      .toEqual(new Set(['Mobile Casinos: neu veröffentlicht']))
  }, 90_000)
})

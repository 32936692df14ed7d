// Watching the production server as a load balancer and an operator do: /healthz, /readyz naming
// the parts that do not answer (a deleted or unreachable leads database) and recovering with them,
// never saying why (that goes to the log), checking at most once a second however often it is
// asked, and taking no lock a writer waits for; and the Prometheus metrics of the whole server, summed over its workers.
import { rmSync } from 'node:fs'
import { get } from 'node:http'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { freePort } from '../support/free-port.ts'
import { freshLeadsDatabase, type TestLeadsDatabase } from '../support/leads-stores.ts'
import { type SiteProcess, startSite } from '../support/site-process.ts'
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts'

const readiness = async (site: SiteProcess) => {
  const response = await fetch(`${site.url}/readyz`)
  const text = await response.text()
  return { status: response.status, text, body: JSON.parse(text) as { status: string; failing?: string[] } }
}

/** Polls /readyz until it answers `status`, for the leads store's moment of fast failing to pass. */
async function readinessBecomes(site: SiteProcess, status: number) {
  await expect.poll(async () => (await readiness(site)).status, { timeout: 10_000, interval: 200 }).toBe(status)
  return readiness(site)
}

const sites: SiteProcess[] = []
afterEach(() => {
  for (const site of sites.splice(0)) site.stop()
})

describe('health and readiness', () => {
  let sqlite: TestLeadsDatabase
  beforeAll(async () => {
    sqlite = await freshLeadsDatabase('sqlite')
  })
  afterAll(() => sqlite.drop())

  test('an SQLite leads store under a write lock held elsewhere, then deleted', async () => {
    const { sqlitePath } = sqlite.target as { sqlitePath: string }
    const site = await startSite({ LEADS_DB_PATH: sqlitePath })
    sites.push(site)
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200)
    const ready = await readinessBecomes(site, 200)
    expect(ready.body).toEqual({ status: 'ready' })

    // Another process holds the write lock, as a long migration or a backup tool would: the probe
    // only reads, so it neither waits for the lock nor holds up the writer.
    const other = new DatabaseSync(sqlitePath)
    other.exec('BEGIN EXCLUSIVE')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const started = performance.now()
    expect((await readiness(site)).status).toBe(200)
    expect(performance.now() - started).toBeLessThan(500)
    other.exec('ROLLBACK')
    other.close()

    for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqlitePath}${suffix}`, { force: true })
    const gone = await readinessBecomes(site, 503)
    expect(gone.body).toEqual({ status: 'unavailable', failing: ['leads store'] })
    // Neither the path nor the driver's words: those are in the log.
    expect(gone.text).not.toMatch(/sqlite|leads-|\/tmp|ENOENT|EEXIST|SQLITE/i)
    expect(site.log()).toContain(sqlitePath)
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200)

    // Fifty probes at once and fifty in a row within a second: one check, one line in the log.
    const checks = () =>
      site
        .log()
        .split('\n')
        .filter((line) => line.includes('[readiness] leads store')).length
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const before = checks()
    const startedAt = performance.now()
    const statuses = await Promise.all(Array.from({ length: 50 }, () => readiness(site).then(({ status }) => status)))
    for (let probe = 0; probe < 50; probe++) statuses.push((await readiness(site)).status)
    const seconds = (performance.now() - startedAt) / 1000
    expect(statuses).toEqual(Array(100).fill(503))
    expect(checks() - before).toBeGreaterThanOrEqual(1)
    expect(checks() - before).toBeLessThanOrEqual(Math.ceil(seconds) + 1)
  })

  test('a PostgreSQL leads store that goes away and comes back', async () => {
    const postgres = await freshLeadsDatabase('postgres')
    let proxy: TcpProxy | undefined
    try {
      const url = new URL((postgres.target as { postgresUrl: string }).postgresUrl)
      proxy = await startTcpProxy(Number(url.port))
      url.port = String(proxy.port)
      const site = await startSite({ DATABASE_URL: url.toString() })
      sites.push(site)
      await readinessBecomes(site, 200)

      await proxy.down()
      const down = await readinessBecomes(site, 503)
      // The purge bus listens on the same server.
      expect(down.body).toEqual({ status: 'unavailable', failing: expect.arrayContaining(['leads store']) })
      expect(down.body.failing).not.toContain('content source')
      expect(down.text).not.toMatch(/postgres|127\.0\.0\.1|ECONNREFUSED|:\d{4,5}/i)

      await proxy.up()
      await readinessBecomes(site, 200)
    } finally {
      await proxy?.down()
      await postgres.drop()
    }
  })
})

/** A GET on a connection of its own (fetch would keep one connection alive, to one worker). */
function statusOnNewConnection(url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode))
    }).on('error', reject)
  })
}

describe('metrics', () => {
  /** The value of one series of the scrape; 0 when it is not there. */
  const series = (scrape: string, name: string) =>
    Number(new RegExp(`^${name.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm').exec(scrape)?.[1] ?? 0)

  test('off by default: no metrics on the site port', async () => {
    const site = await startSite({})
    sites.push(site)
    expect((await fetch(`${site.url}/metrics`)).status).toBe(404)
  })

  test('count page-cache hits and misses, summed over both workers', async () => {
    const metricsPort = await freePort()
    const site = await startSite({ WEB_CONCURRENCY: '2', METRICS_PORT: String(metricsPort), PAGE_CACHE_SECONDS: '60' })
    sites.push(site)
    // Each on a connection of its own, so the kernel spreads them over both workers' sockets.
    const visits = 40
    for (let visit = 0; visit < visits; visit++) expect(await statusOnNewConnection(`${site.url}/`)).toBe(200)
    const scrape = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    const misses = series(scrape, 'site_page_cache_lookups_total{result="miss"}')
    const hits = series(scrape, 'site_page_cache_lookups_total{result="hit"}')
    expect(hits + misses).toBe(visits)
    // Each worker keeps its own cache: one render of / in each, and both are in the sum.
    expect(misses).toBe(2)
    expect(series(scrape, 'site_http_requests_total{kind="page",status="200"}')).toBeGreaterThanOrEqual(visits)
    expect(series(scrape, 'site_page_cache_bytes')).toBeGreaterThan(0)
    expect(scrape).toMatch(/^site_render_duration_seconds_count \d+$/m)
  })
})

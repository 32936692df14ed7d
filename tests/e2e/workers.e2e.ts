// Worker processes (WEB_CONCURRENCY=2, server/cluster.ts) of the production build: a worker killed
// under load is replaced while the other keeps answering; SIGTERM stops the server gracefully,
// answering the requests in flight and keeping every write it answered 200; SIGHUP rolls the
// workers one at a time while clients keep sending, and every request is answered.
import { execFileSync } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { setTimeout as sleep } from 'node:timers/promises'
import { expect, test } from '../support/fixtures.ts'
import { type SiteProcess, startSite } from '../support/site-process.ts'

test.describe.configure({ mode: 'serial' })

/** The worker processes of a cluster primary. */
const workersOf = (site: SiteProcess): number[] =>
  execFileSync('ps', ['--ppid', String(site.process.pid), '-o', 'pid='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0)

/**
 * Sockets listening on the site's port (each worker opens its own): a worker's process exists some
 * time before it listens, and until then the other serves alone.
 */
const listenersOf = (site: SiteProcess): number => {
  const port = Number(new URL(site.url).port).toString(16).toUpperCase().padStart(4, '0')
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .filter((line) => {
      const [, local, , state] = line.trim().split(/\s+/)
      return local?.endsWith(`:${port}`) && state === '0A'
    }).length
}

/** The answer's status once its body is read; 0 when the request failed (refused, reset). */
const statusOf = (request: Promise<Response>): Promise<number> =>
  request.then(
    async (response) => {
      await response.arrayBuffer()
      return response.status
    },
    () => 0,
  )

const impressionBody = JSON.stringify({
  device: { memory: 8, timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
  trackingData: { subId: 'workers' },
  locale: 'de-DE',
  noProducts: true,
})

test('a worker killed under load is replaced, and the other keeps answering', async () => {
  const site = await startSite({ WEB_CONCURRENCY: '2' })
  try {
    await expect.poll(() => workersOf(site).length).toBe(2)
    await expect.poll(() => listenersOf(site), { timeout: 15_000 }).toBe(2)
    const [victim, survivor] = workersOf(site)
    let ok = 0
    let failed = 0
    const deadline = Date.now() + 4000
    const client = async () => {
      while (Date.now() < deadline) {
        const status = await statusOf(fetch(`${site.url}/`))
        if (status === 200) ok++
        else failed++
      }
    }
    const kill = (async () => {
      await sleep(1000)
      process.kill(victim ?? 0, 'SIGKILL')
    })()
    await Promise.all([client(), client(), client(), client(), kill])
    const workers = workersOf(site)
    expect(workers).toHaveLength(2)
    expect(workers).toContain(survivor)
    expect(workers).not.toContain(victim)
    // Only the requests the killed worker held can fail.
    expect(failed).toBeLessThanOrEqual(4)
    expect(ok).toBeGreaterThan(20)
    expect(site.log()).toContain(`worker ${victim} ended (SIGKILL); starting another`)
  } finally {
    site.stop()
  }
})

test('SIGTERM finishes the requests in flight and keeps every write it answered', async () => {
  const site = await startSite({ WEB_CONCURRENCY: '2' })
  const leadsDb = join(tmpdir(), `e2e-site-leads-${new URL(site.url).port}.sqlite`)
  await expect.poll(() => workersOf(site).length).toBe(2)
  const post = () =>
    statusOf(
      fetch(`${site.url}/api/impression`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: impressionBody,
      }),
    )
  const statuses: Promise<number>[] = []
  for (let index = 0; index < 200; index++) {
    statuses.push(post())
    if (index === 100) site.process.kill('SIGTERM')
    await sleep(2)
  }
  const exited = site.process.exitCode === null ? once(site.process, 'exit') : [site.process.exitCode]
  const answered = await Promise.all(statuses)
  const [code] = await exited
  expect(code).toBe(0)
  const ok = answered.filter((status) => status === 200).length
  // Refused connections after the stop are fine; an accepted request is answered, not dropped. On a
  // busy machine the two workers' writes to one SQLite file can collide: a 503 (Retry-After) is an
  // answer too, and stores nothing.
  expect(answered.filter((status) => ![0, 200, 503].includes(status))).toEqual([])
  expect(ok).toBeGreaterThan(50)
  const db = new DatabaseSync(leadsDb, { readOnly: true })
  const rows = Number(db.prepare('SELECT COUNT(*) AS count FROM impressions').get()?.count)
  db.close()
  expect(rows).toBe(ok)
})

/** A GET on a connection of its own (no keep-alive to reuse): its status, or the error's code (ECONNRESET, ECONNREFUSED). */
const freshGet = (url: string): Promise<number | string> =>
  new Promise((resolve) => {
    const failed = (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message)
    const request = http.get(url, { agent: false, headers: { accept: 'text/html' } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', failed)
    })
    request.on('error', failed)
  })

test('SIGHUP rolls the workers one at a time, and every request sent meanwhile is answered', async () => {
  // The roll starts two workers one after the other, each loading its content before it serves.
  test.setTimeout(90_000)
  // A closing worker's queued connections go to the others only with the kernel's request migration.
  execFileSync('bash', ['scripts/lib/ensure-tcp-migrate-req.sh'], { stdio: 'inherit' })
  const site = await startSite({ WEB_CONCURRENCY: '2' })
  try {
    await expect.poll(() => listenersOf(site), { timeout: 15_000 }).toBe(2)
    const before = workersOf(site)
    const statuses = new Map<number | string, number>()
    let rolled = false
    const client = async (path: string) => {
      while (!rolled) {
        const status = await freshGet(`${site.url}${path}`)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }
    const clients = ['/', '/casino-boni/', '/nicht-da/', '/privacy-policy/'].map(client)
    await sleep(1000)
    site.process.kill('SIGHUP')
    await expect
      .poll(() => site.log().includes('rolling restart done'), { timeout: 60_000, intervals: [200] })
      .toBe(true)
    // A moment of the new workers alone, then the clients stop.
    await sleep(1000)
    rolled = true
    await Promise.all(clients)
    const after = workersOf(site)
    expect(after).toHaveLength(2)
    for (const pid of before) expect(after).not.toContain(pid)
    expect(site.log()).not.toContain('starting another')
    // Pages 200, the unknown path 404: no refusal or reset, no 5xx.
    const answered = Object.fromEntries(statuses)
    expect(Object.keys(answered).sort()).toEqual(['200', '404'])
    expect(answered[200]).toBeGreaterThan(20)
  } finally {
    site.stop()
  }
})

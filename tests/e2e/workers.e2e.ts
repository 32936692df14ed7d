// Worker processes (WEB_CONCURRENCY=2, server/cluster.ts) of the production build: a worker killed
// under load is replaced while the other keeps answering; SIGTERM stops the server gracefully,
// answering every request it has accepted and keeping every write it answered 200; SIGHUP rolls the
// workers one at a time while clients keep sending, and every request is answered.
import { execFileSync } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { DatabaseSync } from 'node:sqlite'
import { setTimeout as sleep } from 'node:timers/promises'
import { expect, test } from '../support/fixtures.ts'
import { type SiteProcess, startSite } from '../support/site-process.ts'

// Each test starts a production server of two workers (and the first a third, the last two more),
// each loading its content before it serves: on a loaded machine that is most of a test's time.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

/** The site's log beside the test's results (test-results/…/site.log), whole. */
const keepLog = async (site: SiteProcess) => {
  const path = test.info().outputPath('site.log')
  writeFileSync(path, site.log())
  await test.info().attach('site log', { path, contentType: 'text/plain' })
}

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
const listenersOf = (site: SiteProcess): number => acceptQueuesOf(site).length

/**
 * The sockets listening on the site's port (state 0A in /proc/net/tcp), each as the length of its
 * accept queue: the connections the kernel has completed that its process has not accepted yet.
 */
const acceptQueuesOf = (site: SiteProcess): number[] => {
  const port = Number(new URL(site.url).port).toString(16).toUpperCase().padStart(4, '0')
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, local, , state]) => local?.endsWith(`:${port}`) && state === '0A')
    .map(([, , , , queues]) => Number.parseInt(queues?.split(':')[1] ?? '0', 16))
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
    await expect.poll(() => listenersOf(site), { timeout: 15_000 }).toBe(2)
    const [victim, survivor] = workersOf(site)
    let killed = false
    let stopped = false
    const answers = { before: 0, after: 0, failed: 0 }
    const client = async () => {
      while (!stopped) {
        const status = await statusOf(fetch(`${site.url}/`))
        if (status !== 200) answers.failed++
        else if (killed) answers.after++
        else answers.before++
      }
    }
    const clients = [client(), client(), client(), client()]
    // Under load: both workers serving a stream of requests when one dies.
    await expect.poll(() => answers.before, { timeout: 30_000 }).toBeGreaterThanOrEqual(20)
    process.kill(victim ?? 0, 'SIGKILL')
    killed = true
    // The survivor goes on answering, and a new worker takes the dead one's place.
    await expect
      .poll(() => answers.after >= 20 && listenersOf(site) === 2 && !workersOf(site).includes(victim ?? 0), {
        timeout: 60_000,
      })
      .toBe(true)
    stopped = true
    await Promise.all(clients)
    const workers = workersOf(site)
    expect(workers).toHaveLength(2)
    expect(workers).toContain(survivor)
    expect(workers).not.toContain(victim)
    // Only the requests the killed worker held can fail: one per client at most.
    expect(answers.failed).toBeLessThanOrEqual(4)
    expect(site.log()).toContain(`worker ${victim} ended (SIGKILL); starting another`)
  } finally {
    site.stop()
    await keepLog(site)
  }
})

/** Connections the kernel has completed on the site's port that no worker has accepted yet. */
const notYetAccepted = (site: SiteProcess): number => acceptQueuesOf(site).reduce((sum, queue) => sum + queue, 0)

/**
 * An impression posted on a connection of its own, its body in two halves: `sent` settles once the
 * headers and the first half are in the kernel's hands, the second half goes when `finish` is called,
 * and `status` settles with the answer's status once its body is read, or 0 when the connection was
 * refused or reset.
 */
const postImpressionInHalves = (url: string) => {
  const body = Buffer.from(impressionBody)
  const half = Math.floor(body.length / 2)
  let request: http.ClientRequest | undefined
  const status = new Promise<number>((resolve) => {
    request = http.request(
      `${url}/api/impression`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', () => resolve(0))
      },
    )
    request.on('error', () => resolve(0))
  })
  const sent = new Promise<void>((resolve) => {
    request?.on('error', () => resolve())
    request?.write(body.subarray(0, half), () => resolve())
  })
  return { sent, status, finish: () => request?.end(body.subarray(half)) }
}

test('SIGTERM answers every request it has accepted and keeps every write it answered', async () => {
  const site = await startSite({ WEB_CONCURRENCY: '2' })
  await expect.poll(() => listenersOf(site), { timeout: 15_000 }).toBe(2)
  // A hundred requests, each on its own connection (the kernel spreads them over both workers), each
  // accepted by a worker and halfway through its body when the stop comes.
  const inFlight = Array.from({ length: 100 }, () => postImpressionInHalves(site.url))
  await Promise.all(inFlight.map(({ sent }) => sent))
  await expect.poll(() => notYetAccepted(site), { intervals: [5], timeout: 15_000 }).toBe(0)
  site.process.kill('SIGTERM')
  // The workers take no new connection once stopping: a request now is refused.
  await expect.poll(() => listenersOf(site), { intervals: [5], timeout: 15_000 }).toBe(0)
  const refused = await postImpressionInHalves(site.url).status
  for (const { finish } of inFlight) finish()
  const exited = site.process.exitCode === null ? once(site.process, 'exit') : [site.process.exitCode]
  const answered = await Promise.all(inFlight.map(({ status }) => status))
  const [code] = await exited
  await keepLog(site)
  expect(code).toBe(0)
  expect(refused).toBe(0)
  // Every one answered, never cut. When the two workers' writes to one SQLite file collide on a busy
  // machine, a 503 (Retry-After) is an answer too, and stores nothing.
  expect(answered.filter((status) => ![200, 503].includes(status))).toEqual([])
  const ok = answered.filter((status) => status === 200).length
  const answers = `${ok} answered 200, ${answered.length - ok} 503`
  expect(ok).toBeGreaterThan(50)
  const db = new DatabaseSync(site.leadsDbPath, { readOnly: true })
  const rows = Number(db.prepare('SELECT COUNT(*) AS count FROM impressions').get()?.count)
  db.close()
  expect(rows, answers).toBe(ok)
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
    await keepLog(site)
  }
})

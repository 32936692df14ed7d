// The production server on a busy day (decision 014), in one run against one server:
// 1. the cached `/`, 50 connections for 10 s (gzip, as browsers ask);
// 2. campaign landings, `/?gclid=<unique>&utm_...`, the same way: each URL is new, and the page
//    cache must answer them from the page of `/` (goal: at least 0.8 of the cached rate);
// 3. pages while a second process holds the leads database's write lock (BEGIN IMMEDIATE), with
//    outbound clicks (`/go/`) and impressions arriving at the same time: pages must not wait for
//    the lock (p99 within 100 ms), `/go/` must still redirect fast, impressions answer (503) fast.
//    An answer later than 2 s counts as a timeout: a blocked server must not look fast.
// Run: node bench/server-faults.bench.ts (or all benches: npm run bench)
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import autocannon from 'autocannon'
import { startProductionServer } from '../tests/support/production-server.ts'
import { printSummary, type SummaryRow } from './lib/summary.ts'

const connections = 50
const seconds = Number(process.env.SERVER_FAULTS_BENCH_SECONDS ?? 10)
const campaignRatioGoal = 0.8
const lockedLatencyGoalMs = 100
const product = 'nordlicht-casino'
const gzip = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }
/** An impression the leads API accepts: a body it refused (400) would never reach the database. */
const impressionBody = (subId: string) =>
  JSON.stringify({
    device: { memory: 8, timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
    trackingData: { subId },
    locale: 'de-DE',
  })

const server = await startProductionServer({ stderr: 'pipe', env: { SENTRY_DSN: '' } })
const { url: base, leadsDb } = server

type Result = autocannon.Result
const run = (options: Partial<autocannon.Options>) =>
  autocannon({ url: base, connections, duration: seconds, ...options } as autocannon.Options)
/** While the lock is held: an answer later than this counts as a timeout, not as a slow answer
 *  that never arrives within the run (those would be missing from the latency figures). */
const lockedTimeoutSeconds = 2
const runLocked = (options: Partial<autocannon.Options>) => run({ timeout: lockedTimeoutSeconds, ...options })

const statuses = (result: Result) =>
  Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${count} x ${status}`)
    .join(', ') || 'none'

const line = (name: string, result: Result) =>
  console.log(
    `  ${name.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms  (${statuses(result)}; ${result.errors} errors, ${result.timeouts} of them timeouts)`,
  )

/** A second process holding the leads database's write lock until it is killed. */
async function holdWriteLock(): Promise<ChildProcess> {
  const script = `
    const { DatabaseSync } = require('node:sqlite')
    const db = new DatabaseSync(process.argv[1])
    db.exec('BEGIN IMMEDIATE')
    console.log('locked')
    setInterval(() => {}, 1000)`
  const locker = spawn(process.execPath, ['-e', script, leadsDb], { stdio: ['ignore', 'pipe', 'inherit'] })
  const [chunk] = (await once(locker.stdout as NodeJS.ReadableStream, 'data')) as [Buffer]
  if (!chunk.toString().includes('locked')) throw new Error('bench/server-faults: the lock was not taken')
  return locker
}

try {
  // The page of / rendered once, and the leads database made, before anything is measured.
  await (await fetch(`${base}/`, { headers: gzip })).arrayBuffer()
  const seed = await fetch(`${base}/api/impression`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: impressionBody('bench-seed'),
  })
  if (!seed.ok) throw new Error(`bench/server-faults: the seed impression answered ${seed.status}`)

  const cached = await run({ requests: [{ method: 'GET', path: '/', headers: gzip }] })
  const campaign = await run({
    requests: [
      {
        method: 'GET',
        headers: gzip,
        setupRequest: (request) => ({
          ...request,
          path: `/?gclid=${randomUUID()}&utm_source=google&utm_medium=cpc&utm_campaign=bench`,
        }),
      },
    ],
  })
  const ratio = campaign.requests.average / cached.requests.average

  const locker = await holdWriteLock()
  let locked: { pages: Result; clicks: Result; impressions: Result }
  try {
    const [pages, clicks, impressions] = await Promise.all([
      runLocked({
        connections: 20,
        requests: [
          { method: 'GET', path: '/', headers: gzip },
          { method: 'GET', path: '/casino-boni/', headers: gzip },
        ],
      }),
      runLocked({ connections: 5, requests: [{ method: 'GET', path: `/go/${product}/` }] }),
      runLocked({
        connections: 5,
        requests: [
          {
            method: 'POST',
            path: '/api/impression',
            headers: { 'content-type': 'application/json' },
            body: impressionBody('bench'),
          },
        ],
      }),
    ])
    locked = { pages, clicks, impressions }
  } finally {
    locker.kill()
    await once(locker, 'exit')
  }

  console.log(`Server faults: production server on ${base}, ${seconds} s per run`)
  console.log(`  ${connections} connections:`)
  line('cached /', cached)
  line('campaign landings (unique)', campaign)
  console.log(`  campaign/cached ratio        ${ratio.toFixed(2)} (goal >= ${campaignRatioGoal})`)
  console.log('  leads database write-locked by a second process, at the same time:')
  line('pages (20 connections)', locked.pages)
  line(`/go/${product}/ (5)`, locked.clicks)
  line('POST /api/impression (5)', locked.impressions)

  /** Fast answers while the lock is held: p99 within the goal, none timed out, all as expected. */
  const lockedRow = (what: string, result: Result, answered: (result: Result) => boolean, expect = ''): SummaryRow => ({
    metric: `${what} p99, leads DB locked`,
    value: `${result.latency.p99} ms; ${result.requests.total} answered (${statuses(result)}), ${result.timeouts} timeouts`,
    target: `<= ${lockedLatencyGoalMs} ms, 0 timeouts${expect ? `, ${expect}` : ''}`,
    ok:
      result.latency.p99 <= lockedLatencyGoalMs &&
      result.timeouts === 0 &&
      result.errors === 0 &&
      result.requests.total > 0 &&
      answered(result),
  })
  const rows: SummaryRow[] = [
    { metric: 'cached / req/s', value: cached.requests.average.toFixed(0), target: '-', ok: cached.errors === 0 },
    { metric: 'cached / p99', value: `${cached.latency.p99} ms`, target: '-', ok: true },
    {
      metric: 'campaign landings req/s',
      value: campaign.requests.average.toFixed(0),
      target: '-',
      ok: campaign.errors === 0,
    },
    { metric: 'campaign landings p99', value: `${campaign.latency.p99} ms`, target: '-', ok: true },
    {
      metric: 'campaign/cached req/s',
      value: ratio.toFixed(2),
      target: `>= ${campaignRatioGoal}`,
      ok: ratio >= campaignRatioGoal,
    },
    lockedRow('page', locked.pages, (result) => result.non2xx === 0),
    lockedRow('/go/', locked.clicks, (result) => (result['3xx'] ?? 0) === result.requests.total, '3xx'),
    // Every impression must have met the lock: a 503 with Retry-After, never a 400 or a 200 late.
    lockedRow(
      'impression',
      locked.impressions,
      (result) => result.statusCodeStats?.['503']?.count === result.requests.total,
      '503',
    ),
  ]
  printSummary({ bench: 'server-faults', rows })
} finally {
  await server.stop()
}

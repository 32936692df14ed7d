// Load benchmark (SPEC, Reliability): the production server (tests/support/production-server.ts)
// under 100 connections for 60 s over a mix of pages and leads API calls, after a 15 s warm-up.
// Checks: no errors or timeouts, no 5xx and no 4xx (every request of the mix is valid), nothing in
// the server's error log, the server's resident memory (VmRSS from /proc) at the end within 20% of
// its value after the warm-up, and every impression answered 2xx stored (each answer carries its
// id, looked up in the SQLite file once the server has gone quiet).
// Run: npm run bench:load (or all benches: npm run bench)
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import autocannon from 'autocannon'
import { startProductionServer } from '../tests/support/production-server.ts'
import { printSummary, type SummaryRow } from './lib/summary.ts'

const connections = 100
const warmUpSeconds = 15
const durationSeconds = Number(process.env.LOAD_BENCH_SECONDS ?? 60)
const memoryGrowthLimit = 0.2

const server = await startProductionServer({ stderr: 'pipe', env: { SENTRY_DSN: '' } })
const { url: base, leadsDb } = server
// The server's error log, summarised at the end (a timed-out request it was still serving logs
// an 'aborted' error, and a flood of those would bury the figures).
let serverErrors = ''
server.child.stderr?.on('data', (chunk: Buffer) => {
  serverErrors += chunk.toString()
})

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`bench/load: ${what} did not happen within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Resident memory of the server process in MiB, from the kernel's own account. */
function residentMiB(): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8')
  const kiB = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1])
  return kiB / 1024
}

function impressionRows(): { count: number; ids: Set<string> } {
  if (!existsSync(leadsDb)) return { count: 0, ids: new Set() }
  const db = new DatabaseSync(leadsDb, { readOnly: true })
  try {
    const rows = db.prepare('SELECT id FROM impressions').all() as { id: string }[]
    return { count: rows.length, ids: new Set(rows.map((row) => row.id)) }
  } finally {
    db.close()
  }
}

const json = { 'content-type': 'application/json' }
const device = { memory: 8, timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' }
const impressionBody = () =>
  JSON.stringify({ device, trackingData: { subId: `load-${randomUUID()}` }, locale: 'de-DE' })

try {
  // One impression for the events and client ids to refer to.
  const seed = await fetch(`${base}/api/impression`, { method: 'POST', headers: json, body: impressionBody() })
  const seeded = (await seed.json()) as { impression: { id: string }; products: { id: string }[] }
  const impressionId = seeded.impression.id
  // A product of the catalogue, as the impression names them: an unknown one is refused with a 400.
  const productId = seeded.products[0]?.id
  if (!productId) throw new Error('the impression answer named no product')

  const acceptedImpressions = new Set<string>()
  const requests: autocannon.Request[] = [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/online-casinos-mit-paypal/' },
    {
      method: 'POST',
      path: '/api/impression',
      headers: json,
      setupRequest: (request) => ({ ...request, body: impressionBody() }),
      onResponse: (status, body) => {
        if (status >= 200 && status < 300)
          acceptedImpressions.add((JSON.parse(body) as { impression: { id: string } }).impression.id)
      },
    },
    { method: 'GET', path: '/casino-boni/' },
    {
      method: 'POST',
      path: '/api/user-events',
      headers: json,
      body: JSON.stringify({
        partitionKey: 'productView',
        data: { impressionId, productId, position: 1 },
      }),
    },
    { method: 'GET', path: '/neue-casinos/' },
    {
      method: 'POST',
      path: '/api/client-id',
      headers: json,
      body: JSON.stringify({ clientType: 'google', impressionId, clientId: 'GA1.1.123.456', locale: 'de-DE' }),
    },
    { method: 'GET', path: '/privacy-policy/' },
    { method: 'GET', path: '/api/content/menus?locale=de-DE' },
  ]
  const run = (duration: number) => autocannon({ url: base, connections, duration, requests })

  const warmUp = await run(warmUpSeconds)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const rssAfterWarmUp = residentMiB()
  acceptedImpressions.clear()
  const before = impressionRows()

  const result = await run(durationSeconds)
  // Requests the load generator dropped when its time was up still finish on the server: wait
  // until the table stops growing before counting.
  let previous = -1
  await until(async () => {
    const count = impressionRows().count
    const quiet = count === previous
    previous = count
    return quiet
  }, 'quiescence')
  const rssAtEnd = residentMiB()
  const after = impressionRows()
  const missing = [...acceptedImpressions].filter((id) => !after.ids.has(id)).length
  const newRows = after.count - before.count
  const fiveXx = result['5xx']
  // Every request of the mix is valid: a 4xx means the bench measured a refusal, not the work.
  const fourXx = result['4xx']
  // autocannon counts a timeout as an error too.
  const failures = result.errors
  const growth = (rssAtEnd - rssAfterWarmUp) / rssAfterWarmUp
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${count} x ${status}`)
    .join(', ')

  console.log(
    `Load: ${connections} connections, ${durationSeconds} s after a ${warmUpSeconds} s warm-up, production server on ${base}`,
  )
  console.log('  mix          5 pages, POST /api/impression, /api/user-events, /api/client-id, GET /api/content/menus')
  console.log(`  warm-up      ${warmUp.requests.total} requests, ${warmUp.errors} errors, ${warmUp['5xx']} x 5xx`)
  console.log(`  requests     ${result.requests.total} (${result.requests.average.toFixed(0)}/s mean); ${statuses}`)
  console.log(
    `  latency ms   mean ${result.latency.average.toFixed(1)}, p50 ${result.latency.p50}, p99 ${result.latency.p99}, max ${result.latency.max}`,
  )
  console.log(
    `  failures     ${result.errors} errors (${result.timeouts} of them timeouts after 10 s), ${fiveXx} x 5xx`,
  )
  console.log(
    `  memory       VmRSS ${rssAfterWarmUp.toFixed(1)} MiB after warm-up, ${rssAtEnd.toFixed(1)} MiB at the end (${(growth * 100).toFixed(1)}%)`,
  )
  console.log(
    `  impressions  ${acceptedImpressions.size} answered 2xx, ${missing} of them missing; ${newRows} rows stored (${newRows - acceptedImpressions.size} more from requests in flight when the load stopped)`,
  )

  const errorLines = serverErrors.split('\n').filter((line) => /^\S/.test(line) && !line.startsWith('}'))
  const distinct = [...new Set(errorLines)]
  console.log(
    `  server log   ${errorLines.length} error lines${distinct.length ? `: ${distinct.slice(0, 3).join(' | ')}` : ''}`,
  )

  const rows: SummaryRow[] = [
    { metric: 'errors (incl. timeouts)', value: String(failures), target: '0', ok: failures === 0 },
    { metric: '5xx answers', value: String(fiveXx), target: '0', ok: fiveXx === 0 },
    { metric: '4xx answers', value: String(fourXx), target: '0', ok: fourXx === 0 },
    // Clients that hang up (the load generator's, when its time is up) are no errors (app/server/client-hang-up.server.ts).
    { metric: 'server error log lines', value: String(errorLines.length), target: '0', ok: errorLines.length === 0 },
    {
      metric: 'RSS growth after warm-up',
      value: `${(growth * 100).toFixed(1)}% (${rssAfterWarmUp.toFixed(0)} -> ${rssAtEnd.toFixed(0)} MiB)`,
      target: `<= ${memoryGrowthLimit * 100}%`,
      ok: growth <= memoryGrowthLimit,
    },
    {
      metric: 'accepted impressions stored',
      value: `${acceptedImpressions.size - missing}/${acceptedImpressions.size}`,
      target: 'all',
      ok: missing === 0 && acceptedImpressions.size > 0,
    },
    { metric: 'requests/s (mixed)', value: result.requests.average.toFixed(0), target: '-', ok: true },
  ]
  printSummary({ bench: 'load', rows })
} finally {
  await server.stop()
}

// One client flooding the leads API while ordinary visitors use the site, against one production
// server behind one trusted proxy (TRUST_PROXY=loopback: the bench connects over loopback, so each
// request's X-Forwarded-For names its client, as a load balancer would), in three rounds taken in
// turns, each of
// 1. quiet: 20 connections of ordinary visitors (each request from one of a thousand addresses)
//    loading `/` and sending impressions;
// 2. the same visitors while one client floods signups and impressions at 50 connections, from a
//    process of its own (bench/lib/flood-client.ts).
// The visitors must meet no 429 and keep their p99 within 1.5x of the quiet run (the median of the
// rounds' ratios: each round's pair is measured a few seconds apart, whatever else the machine
// runs); the flooding client's rows in the store stay within its budget. Last, the flood alone:
// how often its refusals come (each is held for a second: server/tarpit.ts) and the share of a
// core the server spends on it.
// Run: node bench/abuse.bench.ts (or all benches: npm run bench)
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { DatabaseSync } from 'node:sqlite'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { rateBudgets } from '../app/server/leads/rate-limits.server.ts'
import { startProductionServer } from '../tests/support/production-server.ts'
import { median, processCpuMs } from './lib/measure.ts'
import { printSummary, type SummaryRow } from './lib/summary.ts'

const seconds = Number(process.env.ABUSE_BENCH_SECONDS ?? 5)
const rounds = 3
const visitorConnections = 20
const floodConnections = 50
const p99Goal = 1.5
const attacker = '203.0.113.66'
const visitorImpression = JSON.stringify({
  device: { memory: 8, timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
  trackingData: { subId: 'visitor' },
  locale: 'de-DE',
})

const server = await startProductionServer({ stderr: 'ignore', env: { TRUST_PROXY: 'loopback', SENTRY_DSN: '' } })

/** An ordinary visitor's address: one of a thousand, so none comes near a budget. */
const visitorAddress = () => `198.51.${Math.floor(Math.random() * 4)}.${1 + Math.floor(Math.random() * 250)}`
const json = { 'content-type': 'application/json' }

/** Every request from an address of its own. */
const fromSomeVisitor = (request: autocannon.Request) => ({
  ...request,
  headers: { ...request.headers, 'x-forwarded-for': visitorAddress() },
})

function visitors(): Promise<autocannon.Result> {
  return autocannon({
    url: server.url,
    connections: visitorConnections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        path: '/',
        headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
        setupRequest: fromSomeVisitor,
      },
      {
        method: 'POST',
        path: '/api/impression',
        headers: json,
        body: visitorImpression,
        setupRequest: fromSomeVisitor,
      },
    ],
  } as autocannon.Options)
}

/** The flood, from a process of its own (bench/lib/flood-client.ts): when it has begun, and its result. */
function flood(floodSeconds: number) {
  const child = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('./lib/flood-client.ts', import.meta.url)),
      server.url,
      String(floodSeconds),
      String(floodConnections),
      attacker,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const output: Buffer[] = []
  const result = once(child, 'exit').then(([code]) => {
    if (code !== 0) throw new Error(`The flooding client exited with ${code}`)
    const text = Buffer.concat(output).toString()
    return JSON.parse(text.slice(text.indexOf('\n') + 1)) as autocannon.Result
  })
  const begun = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output.push(chunk)
      if (Buffer.concat(output).includes('\n')) resolve()
    })
    result.catch(reject)
  })
  return { begun, result }
}

const count = (result: autocannon.Result, status: string) => result.statusCodeStats?.[status as '200']?.count ?? 0
const statuses = (result: autocannon.Result) =>
  Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${count} x ${status}`)
    .join(', ')
const line = (name: string, result: autocannon.Result) =>
  console.log(
    `  ${name.padEnd(22)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (${statuses(result)}; ${result.errors} errors)`,
  )

type Round = { quiet: autocannon.Result; busy: autocannon.Result; attack: autocannon.Result }

/** A quiet run, then the same visitors under the flood. */
async function round(): Promise<Round> {
  const quiet = await visitors()
  // The flood runs a second longer than the visitors, who start once it has begun: they are
  // measured under the flood from their first request to their last.
  const attacking = flood(seconds + 1)
  await attacking.begun
  const [busy, attack] = await Promise.all([visitors(), attacking.result])
  return { quiet, busy, attack }
}

/** The flood alone, once its budgets are spent: its answers, and the share of a core the server spent meanwhile. */
async function floodAlone(): Promise<{ coreShare: number; refused: autocannon.Result }> {
  const pid = server.child.pid ?? 0
  const attacking = flood(seconds)
  await attacking.begun
  const [cpuBefore, started] = [processCpuMs(pid), performance.now()]
  const refused = await attacking.result
  return { coreShare: (processCpuMs(pid) - cpuBefore) / (performance.now() - started), refused }
}

try {
  // The page rendered and the database made before anything is measured.
  await (await fetch(`${server.url}/`)).arrayBuffer()
  const started = Date.now()
  const results: Round[] = []
  for (let turn = 0; turn < rounds; turn++) results.push(await round())
  const refusals = await floodAlone()
  const elapsedSeconds = (Date.now() - started) / 1000
  console.log(`abuse bench: ${rounds} rounds of ${seconds} s quiet, ${seconds} s under the flood`)
  const ratios = results.map(({ quiet, busy }) => (quiet.latency.p99 > 0 ? busy.latency.p99 / quiet.latency.p99 : 1))
  results.forEach(({ quiet, busy, attack }, turn) => {
    console.log(`round ${turn + 1}: p99 ratio ${ratios[turn]?.toFixed(2)}`)
    line('visitors, quiet', quiet)
    line('visitors, under flood', busy)
    line('flooding client', attack)
  })
  line('flooding client alone', refusals.refused)

  const database = new DatabaseSync(server.leadsDb, { readOnly: true })
  const stored = database.prepare("SELECT count(*) AS n FROM impressions WHERE sub_id = 'flood'").get() as {
    n: number
  }
  database.close()
  const budget = Math.ceil((elapsedSeconds / rateBudgets.impression.seconds) * rateBudgets.impression.points)
  const floodBudget = rateBudgets.impression.points + budget
  console.log(`  the flooding client's impressions stored: ${stored.n} (its budget over the run: ${floodBudget})`)

  const sum = (figure: (round: Round) => number) => results.reduce((total, each) => total + figure(each), 0)
  const ratio = median(ratios)
  const refusedVisitors = sum(({ quiet, busy }) => count(busy, '429') + count(quiet, '429'))
  const failedVisitors =
    sum(({ quiet, busy }) => quiet.errors + quiet.non2xx + busy.errors + busy.non2xx) - refusedVisitors
  const refused = sum(({ attack }) => count(attack, '429')) + count(refusals.refused, '429')
  const floodRequests = sum(({ attack }) => attack.requests.total) + refusals.refused.requests.total
  const rows: SummaryRow[] = [
    {
      metric: 'visitors: 429 answers',
      value: String(refusedVisitors),
      target: '0',
      ok: refusedVisitors === 0,
    },
    {
      metric: `visitors: p99 under flood / quiet (median of ${rounds} rounds)`,
      value: `${ratio.toFixed(2)} (${ratios.map((each) => each.toFixed(2)).join(', ')})`,
      target: `<= ${p99Goal}`,
      ok: ratio <= p99Goal,
    },
    {
      metric: 'visitors: errors, non-2xx but 429',
      value: String(failedVisitors),
      target: '0',
      ok: failedVisitors === 0,
    },
    {
      metric: 'flooding client: 429 share, impressions stored',
      value: `${((refused / Math.max(1, floodRequests)) * 100).toFixed(1)} %, ${stored.n}`,
      target: `stored <= ${floodBudget}`,
      ok: stored.n <= floodBudget,
    },
    {
      metric: 'the flood alone: its answers, the server CPU it takes',
      value: `${refusals.refused.requests.average.toFixed(0)}/s, ${(refusals.coreShare * 100).toFixed(1)} % of a core`,
      target: '-',
      ok: true,
    },
  ]
  printSummary({ bench: 'abuse', rows })
} finally {
  await server.stop()
}

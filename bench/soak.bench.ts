// Soak: one production server (tests/support/production-server.ts) under a fixed mixed load for
// 60 minutes (SOAK_MINUTES), its memory and event-loop delay sampled every 10 s from its own
// Prometheus metrics (METRICS_PORT), as an operator's scraper sees them. The load, at a fixed rate
// (SOAK_RATE requests/s, 60 by default) over 20 connections, each visitor from an address of its
// own behind a trusted proxy (so the rate limits meet many clients, as in production):
//   first-time page views (no consent cookie), returning ones (a consent record of their own),
//   campaign landings (a new gclid and utm_* each), 404s (a new unknown path each: the site's shell
//   rendered, never cached), impressions, product-view events of the impression just made, click-outs
//   (`/go/`) and a partner's postback for the click just made (a new transaction each).
// The page cache keeps pages for 2 s (PAGE_CACHE_SECONDS=2), so each page of each consent class is
// rendered anew every few seconds while the load runs: uncached renders all through the hour, through
// the cache's own replace path.
// Checked: what the server keeps grows less than 10 % from the end of the warm-up (5 minutes, a third
// of shorter runs) to the end of the run: its RSS and heap right after a full collection at both
// moments (through its inspector), so neither garbage not yet collected nor the heap V8 keeps
// reserved counts as growth. The samples' RSS (median) and heap floor (lowest sample) over the first
// 10 minutes after the warm-up and the last 10 (a third of the measured time each in shorter runs)
// are printed beside them. p99 of the last window is within 1.2x the first; no errors, no 5xx,
// nothing but the expected status for each request; and every write the server accepted is in the
// leads store at the end.
// Run: npm run bench:soak (SOAK_MINUTES=8 for a short run). SOAK_HEAP_SNAPSHOTS=1 also writes a heap
// snapshot of the server after the warm-up and at the end (node --heapsnapshot-signal), into the
// folder it prints: `node bench/heap-diff.ts <first> <second>` says what grew between them (Chrome
// DevTools' comparison view shows the same).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type autocannon from 'autocannon'
import { type ConsentRecord, consentCookieName, everything, necessaryOnly } from '../app/consent/consent-record.ts'
import { defaultGeolocationCookieName } from '../app/consent/viewer-country.ts'
import { LeadsStore } from '../app/server/leads/leads-store.server.ts'
import type { LeadsTable } from '../app/server/leads/store/leads-schema.server.ts'
import { openLeadsDatabase } from '../app/server/leads/store/open-leads-database.server.ts'
import { freePort } from '../tests/support/free-port.ts'
import { startProductionServer } from '../tests/support/production-server.ts'
import { randomSecret } from '../tests/support/test-secrets.ts'
import { type Run, run as runLoad } from './lib/autocannon-figures.ts'
import { collectGarbage } from './lib/full-collection.ts'
import { scrape } from './lib/prometheus.ts'
import { printSummary, type SummaryRow } from './lib/summary.ts'

const minutes = Number(process.env.SOAK_MINUTES ?? 60)
const rate = Number(process.env.SOAK_RATE ?? 60)
// Enough that a slow answer on a loaded machine does not hold the rate down.
const connections = 20
const sampleSeconds = 10
const warmUpMinutes = Math.min(5, minutes / 3)
/** The windows whose p99 are compared: 10 minutes each, a third of the measured time in shorter runs. */
const windowMinutes = Math.round(Math.min(10, (minutes - warmUpMinutes) / 3) * 10) / 10
const growthLimit = 0.1
const p99RatioLimit = 1.2
const heapSnapshots = process.env.SOAK_HEAP_SNAPSHOTS === '1'

const postbackToken = randomSecret()
const metricsPort = await freePort()
const inspectorPort = await freePort()
const snapshotDir = mkdtempSync(join(tmpdir(), 'soak-heap-'))
const server = await startProductionServer({
  stderr: 'pipe',
  env: {
    SENTRY_DSN: '',
    METRICS_PORT: String(metricsPort),
    PAGE_CACHE_SECONDS: '2',
    PAGE_CACHE_MAX_MB: '',
    TRUST_PROXY: 'loopback',
    // The network of the product the click-outs go to (nordlicht-casino's, in the German content).
    POSTBACK_TOKENS: `income=${postbackToken}`,
  },
  nodeArgs: [
    `--inspect=127.0.0.1:${inspectorPort}`,
    ...(heapSnapshots ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshotDir}`] : []),
  ],
})
const { url: base } = server
const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`
let serverErrors = ''
server.child.stderr?.on('data', (chunk: Buffer) => {
  serverErrors += chunk.toString()
})

// ---- the visitors -------------------------------------------------------------------------------

const geolocation = `${defaultGeolocationCookieName}=${encodeURIComponent(JSON.stringify({ 'viewer-country': 'DE' }))}`
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
let visitors = 0
/** A new visitor: an address of its own (10.0.0.0/8, over 16 million before one repeats). */
function visitorAddress(): string {
  visitors++
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`
}

function consentCookie(): string {
  const draw = Math.random()
  const choices = draw < 0.7 ? everything : draw < 0.9 ? necessaryOnly : { ...necessaryOnly, statistics: true }
  const record: ConsentRecord = {
    id: randomUUID(),
    necessary: true,
    ...choices,
    givenAt: new Date(Date.now() - Math.random() * 365 * 86_400_000).toISOString(),
    policyRevision: 1,
  }
  return `${consentCookieName}=${encodeURIComponent(JSON.stringify(record))}`
}

const pages = ['/', '/online-casinos-mit-paypal/', '/casino-boni/', '/neue-casinos/', '/privacy-policy/']
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T
const html = { accept: 'text/html', 'user-agent': browser }
const json = { 'content-type': 'application/json', 'user-agent': browser }

/** What each request of the mix must be answered with; anything else is counted as unexpected. */
const expected = new Map<string, number>()
const unexpected: string[] = []
const accepted = { impressions: 0, userEvents: 0, clicks: 0, conversions: 0 }

type Context = { address: string; impressionId?: string; productId?: string; clickRef?: string }

function step(
  name: string,
  status: number,
  setup: (context: Context) => Partial<autocannon.Request>,
  onAnswer?: (body: string, context: Context, headers: Record<string, string>) => void,
): autocannon.Request {
  expected.set(name, status)
  return {
    method: 'GET',
    setupRequest: (request, context) => ({ ...request, ...setup(context as Context) }),
    onResponse: (answered, body, context, headers) => {
      if (answered !== status) unexpected.push(`${name}: ${answered}`)
      else onAnswer?.(body, context as Context, (headers ?? {}) as Record<string, string>)
    },
  } as autocannon.Request
}

const impressionBody = () =>
  JSON.stringify({
    device: { memory: 8, timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
    trackingData: { subId: `soak-${randomUUID()}` },
    locale: 'de-DE',
  })

// One connection's round: a new visitor arrives, looks, leaves through a click-out that converts;
// another returns, a campaign lands, someone mistypes a path.
const requests: autocannon.Request[] = [
  step('first-time page view', 200, (context) => {
    context.address = visitorAddress()
    return { path: pick(pages), headers: { ...html, cookie: geolocation, 'x-forwarded-for': context.address } }
  }),
  step(
    'impression',
    200,
    (context) => ({
      method: 'POST',
      path: '/api/impression',
      headers: { ...json, 'x-forwarded-for': context.address },
      body: impressionBody(),
    }),
    (body, context) => {
      const answer = JSON.parse(body) as { impression: { id: string }; products: { id: string }[] }
      accepted.impressions++
      context.impressionId = answer.impression.id
      context.productId = answer.products[0]?.id
    },
  ),
  step(
    'product view',
    200,
    (context) => ({
      method: 'POST',
      path: '/api/user-events',
      headers: { ...json, 'x-forwarded-for': context.address },
      body: JSON.stringify({
        partitionKey: 'productView',
        data: { impressionId: context.impressionId, productId: context.productId, position: 1 },
      }),
    }),
    (body) => {
      accepted.userEvents += (JSON.parse(body) as { recorded: number }).recorded
    },
  ),
  step(
    'click-out',
    302,
    (context) => ({
      path: '/go/nordlicht-casino/?subid=soak',
      headers: { ...html, cookie: `${geolocation}; ${consentCookie()}`, 'x-forwarded-for': context.address },
    }),
    (_body, context, headers) => {
      accepted.clicks++
      // Raw header names, as the server spelled them.
      const location = Object.entries(headers).find(([name]) => name.toLowerCase() === 'location')?.[1]
      context.clickRef = new URL(location ?? '', base).searchParams.get('clickref') ?? ''
    },
  ),
  step(
    'postback',
    200,
    (context) => {
      const query = new URLSearchParams({
        click_id: context.clickRef ?? '',
        event: 'first_deposit',
        payout: '25.00',
        currency: 'EUR',
        txid: randomUUID(),
        token: postbackToken,
      })
      return { path: `/api/postback/income?${query}`, headers: { 'x-forwarded-for': '192.0.2.1' } }
    },
    () => {
      accepted.conversions++
    },
  ),
  step('returning page view', 200, () => ({
    path: pick(pages),
    headers: { ...html, cookie: `${geolocation}; ${consentCookie()}`, 'x-forwarded-for': visitorAddress() },
  })),
  step('campaign landing', 200, () => ({
    path: `/?${new URLSearchParams({ gclid: randomUUID(), utm_source: 'google', utm_campaign: `soak-${visitors % 50}` })}`,
    headers: { ...html, cookie: geolocation, 'x-forwarded-for': visitorAddress() },
  })),
  step('404', 404, () => ({
    path: `/nicht-da-${randomUUID()}/`,
    headers: { ...html, cookie: geolocation, 'x-forwarded-for': visitorAddress() },
  })),
]

// ---- the samples --------------------------------------------------------------------------------

/** The server's memory as its metrics give it (MiB). */
type Memory = { rssMiB: number; heapUsedMiB: number; externalMiB: number; arrayBuffersMiB: number }
type Sample = Memory & {
  atSeconds: number
  /** What V8 holds for its heap, used or not: RSS follows it. */
  heapTotalMiB: number
  loopDelayP99Ms: number
}
const samples: Sample[] = []
const mib = (bytes: number | undefined) => (bytes ?? Number.NaN) / 1024 / 1024
const started = Date.now()

function memoryOf(metrics: Map<string, number>): Memory {
  return {
    rssMiB: mib(metrics.get('process_resident_memory_bytes')),
    heapUsedMiB: mib(metrics.get('nodejs_heap_size_used_bytes')),
    externalMiB: mib(metrics.get('nodejs_external_memory_bytes')),
    arrayBuffersMiB: mib(metrics.get('site_process_array_buffers_bytes')),
  }
}

async function sample(): Promise<void> {
  const metrics = await scrape(metricsUrl)
  const entry: Sample = {
    ...memoryOf(metrics),
    atSeconds: Math.round((Date.now() - started) / 1000),
    heapTotalMiB: mib(metrics.get('nodejs_heap_size_total_bytes')),
    loopDelayP99Ms: (metrics.get('nodejs_eventloop_lag_p99_seconds') ?? Number.NaN) * 1000,
  }
  samples.push(entry)
  console.log(
    `  ${String(entry.atSeconds).padStart(5)} s  rss ${entry.rssMiB.toFixed(1)}  heap ${entry.heapUsedMiB.toFixed(1)} of ${entry.heapTotalMiB.toFixed(1)}  external ${entry.externalMiB.toFixed(1)}  array buffers ${entry.arrayBuffersMiB.toFixed(1)} MiB  loop p99 ${entry.loopDelayP99Ms.toFixed(1)} ms`,
  )
}

/** The server's memory right after a full collection: what it keeps. */
async function kept(label: string): Promise<Memory> {
  await collectGarbage(inspectorPort)
  const memory = memoryOf(await scrape(metricsUrl))
  console.log(
    `  after a full collection (${label}): rss ${memory.rssMiB.toFixed(1)}  heap ${memory.heapUsedMiB.toFixed(1)}  external ${memory.externalMiB.toFixed(1)}  array buffers ${memory.arrayBuffersMiB.toFixed(1)} MiB`,
  )
  return memory
}

function snapshot(label: string): void {
  if (!heapSnapshots || !server.child.pid) return
  process.kill(server.child.pid, 'SIGUSR2')
  console.log(`  heap snapshot (${label}) into ${snapshotDir}`)
}

/** Rows of a table of the leads store. */
async function rows(table: LeadsTable): Promise<number> {
  const database = openLeadsDatabase({ sqlitePath: server.leadsDb }, { migrateFirst: false })
  try {
    return await new LeadsStore(database).count(table)
  } finally {
    await database.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(0.99 * sorted.length) - 1)] ?? Number.NaN
}
const percent = (share: number) => `${(share * 100).toFixed(1)} %`

// ---- the run ------------------------------------------------------------------------------------

try {
  console.log(
    `Soak: ${minutes} min at ${rate} requests/s over ${connections} connections, production server on ${base}; warm-up ${warmUpMinutes} min; a sample every ${sampleSeconds} s (MiB):`,
  )
  const sampler = setInterval(
    () => void sample().catch((error: unknown) => console.log(`  sample failed: ${error}`)),
    sampleSeconds * 1000,
  )
  let keptAfterWarmUp: Promise<Memory> | undefined
  const warmedUp = setTimeout(() => {
    keptAfterWarmUp = kept('after the warm-up')
    // A failure is reported where the figure is read, after the run.
    keptAfterWarmUp.catch(() => undefined)
    snapshot('after the warm-up')
  }, warmUpMinutes * 60_000)
  let run: Run
  try {
    run = await runLoad({ url: base, connections, overallRate: rate, duration: minutes * 60, requests, timeout: 10 })
  } finally {
    clearInterval(sampler)
    clearTimeout(warmedUp)
  }
  if (!keptAfterWarmUp) throw new Error('The run ended before its warm-up did')
  const keptFrom = await keptAfterWarmUp
  const keptTo = await kept('at the end')
  snapshot('at the end')
  // Requests still on their way when the load stopped finish on the server: wait until it is quiet.
  let previous = -1
  for (let count = await rows('impressions'); count !== previous; count = await rows('impressions')) {
    previous = count
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  const stored = {
    impressions: await rows('impressions'),
    userEvents: await rows('user_events'),
    clicks: await rows('clicks'),
    conversions: await rows('conversions'),
  }

  // Memory: the first window after the warm-up against the last (a heap's floor needs a few collections in each).
  const measured = samples.filter((entry) => entry.atSeconds >= warmUpMinutes * 60)
  const perWindow = Math.max(1, Math.round((windowMinutes * 60) / sampleSeconds))
  const first = measured.slice(0, perWindow)
  const last = measured.slice(-perWindow)
  const change = (from: number, to: number) => ({ from, to, share: (to - from) / from })
  const growth = (field: (entry: Sample) => number, of: (values: number[]) => number) =>
    change(of(first.map(field)), of(last.map(field)))
  const keptRss = change(keptFrom.rssMiB, keptTo.rssMiB)
  const keptHeap = change(keptFrom.heapUsedMiB, keptTo.heapUsedMiB)
  // The samples: RSS by its median; the heap by its floor (its lowest sample), what survived the
  // collections that happened to come before a sample.
  const rss = growth((entry) => entry.rssMiB, median)
  const heap = growth(
    (entry) => entry.heapUsedMiB,
    (values) => Math.min(...values),
  )
  const external = growth((entry) => entry.externalMiB, median)
  const arrayBuffers = growth((entry) => entry.arrayBuffersMiB, median)

  // Latency: the first window after the warm-up against the last window of the run.
  const windowMs = windowMinutes * 60_000
  const warmUpMs = warmUpMinutes * 60_000
  const endMs = run.answeredAtMs.at(-1) ?? 0
  const within = (from: number, to: number) =>
    run.latenciesMs.filter(
      (_ms, index) => (run.answeredAtMs[index] ?? 0) >= from && (run.answeredAtMs[index] ?? 0) < to,
    )
  const p99First = p99(within(warmUpMs, warmUpMs + windowMs))
  const p99Last = p99(within(endMs - windowMs, endMs + 1))
  const loopFirst = p99(
    measured.filter((entry) => entry.atSeconds * 1000 < warmUpMs + windowMs).map((entry) => entry.loopDelayP99Ms),
  )
  const loopLast = p99(
    measured.filter((entry) => entry.atSeconds * 1000 >= endMs - windowMs).map((entry) => entry.loopDelayP99Ms),
  )

  const { result } = run
  const unexpectedKinds = [...new Set(unexpected)].map(
    (kind) => `${unexpected.filter((entry) => entry === kind).length} x ${kind}`,
  )
  // Reports of level warning (a 404, an unknown product) are the mix working as meant, not errors;
  // nor are the inspector's own lines as the soak attaches to it.
  const inspectorLine = /^(Debugger (listening|attached|ending)|For help, see: https:\/\/nodejs\.org)/
  const errorLines = serverErrors
    .split('\n')
    .filter(
      (line) =>
        /^\S/.test(line) && !line.startsWith('}') && !line.startsWith('[report] warning') && !inspectorLine.test(line),
    )
  console.log(`  requests     ${result.requests.total} (${(result.requests.total / result.duration).toFixed(1)}/s)`)
  console.log(`  mix          ${[...expected].map(([name, status]) => `${name} (${status})`).join(', ')}`)
  console.log(`  unexpected   ${unexpectedKinds.join(', ') || 'none'}`)
  console.log(
    `  server log   ${errorLines.length} error lines${errorLines.length ? `: ${[...new Set(errorLines)].slice(0, 3).join(' | ')}` : ''}`,
  )
  console.log(
    `  kept         RSS ${keptRss.from.toFixed(1)} -> ${keptRss.to.toFixed(1)} MiB, heap ${keptHeap.from.toFixed(1)} -> ${keptHeap.to.toFixed(1)} MiB (after a full collection, at the end of the warm-up -> at the end)`,
  )
  console.log(
    `  samples      RSS ${rss.from.toFixed(1)} -> ${rss.to.toFixed(1)} MiB, heap floor ${heap.from.toFixed(1)} -> ${heap.to.toFixed(1)}, external ${external.from.toFixed(1)} -> ${external.to.toFixed(1)}, array buffers ${arrayBuffers.from.toFixed(1)} -> ${arrayBuffers.to.toFixed(1)} (first ${windowMinutes} min after the warm-up -> last ${windowMinutes} min)`,
  )
  console.log(
    `  latency      p99 ${p99First.toFixed(1)} ms in the first ${windowMinutes} min after the warm-up, ${p99Last.toFixed(1)} ms in the last ${windowMinutes}; event-loop delay p99 ${loopFirst.toFixed(1)} -> ${loopLast.toFixed(1)} ms`,
  )
  const writes = (
    [
      ['impressions', accepted.impressions, stored.impressions],
      ['product views', accepted.userEvents, stored.userEvents],
      ['click-outs', accepted.clicks, stored.clicks],
      ['conversions', accepted.conversions, stored.conversions],
    ] as const
  ).map(([name, answered, kept]) => ({ name, answered, kept }))
  console.log(
    `  writes       ${writes.map((write) => `${write.name} ${write.kept} stored of ${write.answered} accepted`).join(', ')}`,
  )

  const rowsOut: SummaryRow[] = [
    {
      metric: 'RSS kept, growth after warm-up',
      value: `${percent(keptRss.share)} (${keptRss.from.toFixed(0)} -> ${keptRss.to.toFixed(0)} MiB)`,
      target: `< ${percent(growthLimit)}`,
      ok: keptRss.share < growthLimit,
    },
    {
      metric: 'heap kept, growth after warm-up',
      value: `${percent(keptHeap.share)} (${keptHeap.from.toFixed(0)} -> ${keptHeap.to.toFixed(0)} MiB)`,
      target: `< ${percent(growthLimit)}`,
      ok: keptHeap.share < growthLimit,
    },
    {
      metric: 'sampled RSS (median), heap floor',
      value: `${percent(rss.share)} (${rss.from.toFixed(0)} -> ${rss.to.toFixed(0)} MiB), ${percent(heap.share)} (${heap.from.toFixed(0)} -> ${heap.to.toFixed(0)} MiB)`,
      target: '-',
      ok: true,
    },
    {
      metric: 'external + array buffers',
      value: `${percent(external.share)}, ${percent(arrayBuffers.share)}`,
      target: '-',
      ok: true,
    },
    {
      metric: `p99 last/first ${windowMinutes} min`,
      value: `${(p99Last / p99First).toFixed(2)} (${p99First.toFixed(1)} -> ${p99Last.toFixed(1)} ms)`,
      target: `<= ${p99RatioLimit}`,
      ok: p99Last <= p99RatioLimit * p99First,
    },
    { metric: 'errors (incl. timeouts)', value: String(result.errors), target: '0', ok: result.errors === 0 },
    {
      metric: 'unexpected statuses',
      value: String(unexpected.length),
      target: '0',
      ok: unexpected.length === 0 && result['5xx'] === 0,
    },
    { metric: 'server error log lines', value: String(errorLines.length), target: '0', ok: errorLines.length === 0 },
    ...writes.map((write) => ({
      metric: `${write.name} stored / accepted`,
      value: `${write.kept}/${write.answered}`,
      target: 'all',
      // A request the load generator dropped at the end may still be stored: never fewer rows.
      ok: write.answered > 0 && write.kept >= write.answered,
    })),
    { metric: 'requests', value: String(result.requests.total), target: '-', ok: true },
  ]
  if (heapSnapshots) console.log(`  heap snapshots: ${readdirSync(snapshotDir).join(', ')} in ${snapshotDir}`)
  printSummary({ bench: 'soak', rows: rowsOut })
} finally {
  await server.stop()
}

// Returning visitors against the page cache (docs/decisions/025), in one run against one
// production server with the default page cache:
// 1. `/` for first-time visitors (no consent cookie) and for returning ones, each request with its
//    own consent record (a new id and date, choices mixed as visitors make them), 50 connections
//    for 8 s each (RETURNING_BENCH_SECONDS), in rounds of about 2 s taken in turns so both meet the
//    machine's other load alike: returning visitors must share the pages of their consent class,
//    so they must be served about as fast as first-time ones;
// 2. 90 % returning and 10 % first-time visitors over five pages for 60 s (scaled by the same
//    variable), the cache's memory sampled every second; then first-time visitors alone, whose
//    answers must still come from the cache: the returning visitors' variants must not push
//    theirs out. Counted from the server's metrics (METRICS_PORT): the cache's Age header is on
//    every answer it makes from a page, the render's own answer included (Age 0), so it cannot tell
//    a hit from a miss.
// Every visitor is an EU visitor (geolocation cookie DE), asked for consent, and asks for gzip as
// every browser does (the page cache keeps each page's gzip pieces, server/page-cache/page-body.ts);
// every answer must be a 200. Each measured run follows a warm-up that is not counted.
// Run: node bench/returning-visitors.bench.ts (or all benches: npm run bench)
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type autocannon from 'autocannon'
import { type ConsentRecord, consentCookieName, everything, necessaryOnly } from '../app/consent/consent-record.ts'
import { loadServerConfig } from '../app/server/runtime/server-config.server.ts'
import { freePort } from '../tests/support/free-port.ts'
import { startProductionServer } from '../tests/support/production-server.ts'
import { productionSecrets } from '../tests/support/test-secrets.ts'
import {
  allAnswered200,
  type Figures,
  figures,
  figuresLine,
  ms,
  type Run,
  run as runLoad,
} from './lib/autocannon-figures.ts'
import { scrape } from './lib/prometheus.ts'
import { printSummary, type SummaryRow } from './lib/summary.ts'

const connections = 50
const seconds = Number(process.env.RETURNING_BENCH_SECONDS ?? 8)
const mixSeconds = (seconds * 60) / 8
const firstTimeCheckSeconds = Math.max(2, seconds / 2)
const warmUpSeconds = 2
const rounds = Math.max(1, Math.round(seconds / 2))
const ratioGoal = 0.9
const returningP99GoalMs = 50
const firstTimeHitGoal = 0.99
const returningShare = 0.9
const pages = ['/', '/online-casinos-mit-paypal/', '/privacy-policy/', '/casino-boni/', '/neue-casinos/']

// The default page cache whatever the caller's environment says (blank counts as unset), and the
// cap and cookie name the server reads from that environment.
const metricsPort = await freePort()
const serverEnv = { SENTRY_DSN: '', PAGE_CACHE_SECONDS: '', PAGE_CACHE_MAX_MB: '', METRICS_PORT: String(metricsPort) }
const config = loadServerConfig({
  ...process.env,
  ...serverEnv,
  ...productionSecrets(),
  NODE_ENV: 'production',
  SITE_ID: '90',
})
const cacheCapBytes = config.pageCache.maxBytes
const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`

// The revision of the German site's cookie policy: a choice for an older one would be asked again.
const { policyRevision } = (
  JSON.parse(readFileSync(join(config.content.dir, '90/de-DE/components.json'), 'utf8')) as {
    cookieConsent: { policyRevision: number }
  }
).cookieConsent
const geolocationCookie = `${config.geolocationCookieName}=${encodeURIComponent(JSON.stringify({ 'viewer-country': 'DE' }))}`
// As every browser asks: the compressed answers are the ones visitors get.
const firstTimeHeaders = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', cookie: geolocationCookie }

/** Most accept all, some only what is necessary, the rest choose some categories. */
function choices() {
  const draw = Math.random()
  if (draw < 0.7) return everything
  if (draw < 0.9) return necessaryOnly
  // A mask of the three categories from 1 to 6: neither nothing nor everything (the choices above).
  const mask = 1 + Math.floor(Math.random() * 6)
  return { preferences: (mask & 1) > 0, statistics: (mask & 2) > 0, marketing: (mask & 4) > 0 }
}

/** A returning visitor's headers: their own consent record, given some time in the last year. */
function returningHeaders(): Record<string, string> {
  const record: ConsentRecord = {
    id: randomUUID(),
    necessary: true,
    ...choices(),
    givenAt: new Date(Date.now() - Math.random() * 365 * 86_400_000).toISOString(),
    policyRevision,
  }
  return {
    ...firstTimeHeaders,
    cookie: `${geolocationCookie}; ${consentCookieName}=${encodeURIComponent(JSON.stringify(record))}`,
  }
}

const server = await startProductionServer({ env: serverEnv })
const { url: base } = server
const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`

const run = (duration: number, requests: autocannon.Request[]) =>
  runLoad({ url: base, connections, duration, requests })

// Built per request like the returning visitors' requests: autocannon rebuilding every request costs
// the load generator, on the same two cores, ~a third of its rate, which is not the server's.
const firstTimeHome: autocannon.Request = {
  method: 'GET',
  path: '/',
  setupRequest: (request) => ({ ...request, headers: firstTimeHeaders }),
}
const returningHome: autocannon.Request = {
  method: 'GET',
  path: '/',
  setupRequest: (request) => ({ ...request, headers: returningHeaders() }),
}

type Lookups = { fromCache: number; miss: number; pass: number; bytes: number }
async function pageCache(): Promise<Lookups> {
  const samples = await scrape(metricsUrl)
  const lookups = (result: string) => samples.get(`site_page_cache_lookups_total{result="${result}"}`) ?? 0
  return {
    // A stale page is answered from the cache too, while one re-render runs behind it.
    fromCache: lookups('hit') + lookups('stale'),
    miss: lookups('miss'),
    pass: lookups('pass'),
    bytes: samples.get('site_page_cache_bytes') ?? 0,
  }
}
const since = (before: Lookups, after: Lookups): Lookups => ({
  fromCache: after.fromCache - before.fromCache,
  miss: after.miss - before.miss,
  pass: after.pass - before.pass,
  bytes: after.bytes,
})
const fromCacheShare = ({ fromCache, miss, pass }: Lookups) => fromCache / (fromCache + miss + pass)
const percent = (share: number) => `${(share * 100).toFixed(2)} %`

/** Whether `/` opens the consent dialog for a visitor with these headers. */
const asked = async (headers: Record<string, string>) =>
  (await (await fetch(`${base}/`, { headers })).text()).includes('data-consent-dialog')

try {
  // A returning visitor whose record the server did not read would be a first-time visitor again.
  if (!(await asked(firstTimeHeaders)) || (await asked(returningHeaders())))
    throw new Error('bench/returning-visitors: the consent dialog does not tell first-time from returning visitors')

  // 1. `/`, first-time against returning visitors, after a warm-up of both.
  await run(warmUpSeconds, [firstTimeHome, returningHome])
  const homeRuns = { firstTime: [] as Run[], returning: [] as Run[] }
  for (let round = 0; round < rounds; round++) {
    homeRuns.firstTime.push(await run(seconds / rounds, [firstTimeHome]))
    homeRuns.returning.push(await run(seconds / rounds, [returningHome]))
  }
  const firstTime = figures(homeRuns.firstTime)
  const returning = figures(homeRuns.returning)
  const ratio = returning.requestsPerSecond / firstTime.requestsPerSecond

  // 2. The mix over five pages, then first-time visitors alone.
  // autocannon's per-connection context, from a request to its answer: which kind of visitor asked.
  type Visit = { returning?: boolean }
  const answers = { firstTime: 0, returning: 0 }
  const mixRequest: autocannon.Request = {
    method: 'GET',
    setupRequest: (request, context) => {
      const isReturning = Math.random() < returningShare
      ;(context as Visit).returning = isReturning
      const path = pages[Math.floor(Math.random() * pages.length)] ?? '/'
      return { ...request, path, headers: isReturning ? returningHeaders() : firstTimeHeaders }
    },
    onResponse: (_status, _body, context) => {
      answers[(context as Visit).returning ? 'returning' : 'firstTime']++
    },
  }
  await run(warmUpSeconds, [mixRequest])
  answers.firstTime = answers.returning = 0
  const beforeMix = await pageCache()
  let peakBytes = beforeMix.bytes
  const sampler = setInterval(() => {
    pageCache().then(
      ({ bytes }) => {
        peakBytes = Math.max(peakBytes, bytes)
      },
      () => undefined,
    )
  }, 1000)
  let mixRun: Run
  try {
    mixRun = await run(mixSeconds, [mixRequest])
  } finally {
    clearInterval(sampler)
  }
  const mix = figures([mixRun])
  const inMix = since(beforeMix, await pageCache())
  peakBytes = Math.max(peakBytes, inMix.bytes)

  // No warm-up here: what is measured is what the mix left in the cache.
  const beforeCheck = await pageCache()
  const firstTimeCheck = figures([
    await run(
      firstTimeCheckSeconds,
      pages.map((path) => ({ method: 'GET', path, headers: firstTimeHeaders })),
    ),
  ])
  const inCheck = since(beforeCheck, await pageCache())
  const firstTimeHits = fromCacheShare(inCheck)
  // Had every miss of the mix been a first-time visitor's, their share from the cache would be this.
  const firstTimeHitsInMixAtLeast = 1 - (inMix.miss + inMix.pass) / answers.firstTime

  console.log(`Returning visitors: production server on ${base}, default page cache (cap ${mebibytes(cacheCapBytes)})`)
  console.log(
    `  / at ${connections} connections, ${seconds} s each in ${rounds} rounds in turns, after ${warmUpSeconds} s of warm-up; EU visitors (DE):`,
  )
  console.log(figuresLine('first-time (no consent)', firstTime))
  console.log(figuresLine('returning (own record each)', returning))
  console.log(`  returning/first-time req/s     ${ratio.toFixed(2)} (goal >= ${ratioGoal})`)
  console.log(
    `  mix, ${mixSeconds} s: ${returningShare * 100} % returning, ${pages.length} pages (${answers.returning} returning, ${answers.firstTime} first-time answers):`,
  )
  console.log(figuresLine('mix', mix))
  console.log(
    `  page cache in the mix: ${inMix.fromCache} from the cache, ${inMix.miss} misses, ${inMix.pass} passed; first-time visitors from the cache >= ${percent(firstTimeHitsInMixAtLeast)}`,
  )
  console.log(
    `  page cache memory: peak ${mebibytes(peakBytes)}, at the end ${mebibytes(inMix.bytes)} (cap ${mebibytes(cacheCapBytes)})`,
  )
  console.log(`  then first-time visitors alone, ${firstTimeCheckSeconds} s over the same pages:`)
  console.log(figuresLine('first-time', firstTimeCheck))
  console.log(
    `  page cache: ${inCheck.fromCache} from the cache, ${inCheck.miss} misses, ${inCheck.pass} passed: ${percent(firstTimeHits)}`,
  )

  const answered = (what: string, result: Figures): SummaryRow => ({
    metric: `${what}: answers`,
    value: `${result.answers}, ${result.non2xx} not 2xx, ${result.errors} errors`,
    target: 'all 200',
    ok: allAnswered200(result),
  })
  const rows: SummaryRow[] = [
    answered('/ first-time', firstTime),
    { metric: '/ first-time req/s', value: firstTime.requestsPerSecond.toFixed(0), target: '-', ok: true },
    {
      metric: '/ first-time p50 / p99',
      value: `${ms(firstTime.p50Ms)} / ${ms(firstTime.p99Ms)}`,
      target: '-',
      ok: true,
    },
    answered('/ returning', returning),
    { metric: '/ returning req/s', value: returning.requestsPerSecond.toFixed(0), target: '-', ok: true },
    { metric: '/ returning p50', value: ms(returning.p50Ms), target: '-', ok: true },
    {
      metric: '/ returning p99',
      value: ms(returning.p99Ms),
      target: `<= ${returningP99GoalMs} ms`,
      ok: returning.p99Ms <= returningP99GoalMs,
    },
    {
      metric: '/ returning/first-time req/s',
      value: ratio.toFixed(2),
      target: `>= ${ratioGoal}`,
      ok: ratio >= ratioGoal,
    },
    answered('mix', mix),
    { metric: 'mix req/s', value: mix.requestsPerSecond.toFixed(0), target: '-', ok: true },
    { metric: 'mix p50 / p99', value: `${ms(mix.p50Ms)} / ${ms(mix.p99Ms)}`, target: '-', ok: true },
    {
      metric: 'mix: first-time from cache (lower bound)',
      value: percent(firstTimeHitsInMixAtLeast),
      target: '-',
      ok: true,
    },
    answered('first-time after the mix', firstTimeCheck),
    {
      metric: 'first-time after the mix: from cache',
      value: `${percent(firstTimeHits)} (${inCheck.miss} misses)`,
      target: `>= ${percent(firstTimeHitGoal)}`,
      ok: firstTimeHits >= firstTimeHitGoal,
    },
    {
      metric: 'page cache memory, peak',
      value: mebibytes(peakBytes),
      target: `<= ${mebibytes(cacheCapBytes)}`,
      ok: peakBytes > 0 && peakBytes <= cacheCapBytes,
    },
  ]
  printSummary({ bench: 'returning-visitors', rows })
} finally {
  await server.stop()
}

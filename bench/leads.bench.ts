// Leads benchmark: impressions per second on loopback, 50 connections for 10 seconds, against the
// leads API in its own process (so the load generator does not share its core), on the embedded
// SQLite file and then on PostgreSQL (scripts/postgres, started when not running) in the same run;
// then partners' postbacks the same way, each a new transaction id for one of 500 click-outs made
// first by visitors who consented to everything, so each postback also queues its forward to GA4
// (conversions/conversion-forwarding.server.ts; nothing is sent: the visits left no GA client id,
// and the forwards end unmatched). Afterwards the impressions (conversions) table must hold exactly one row per 200 answer
// the server gave. The server counts them: when the 10 s are up the load generator drops its last
// in-flight requests, which the server still answers (and stores). Run: npm run bench:leads (or
// all: npm run bench)
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'
import { consentCookieName } from '../app/consent/consent-record.ts'
import { defaultGeolocationCookieName } from '../app/consent/viewer-country.ts'
import { LeadsStore } from '../app/server/leads/leads-store.server.ts'
import { type LeadsDatabaseTarget, openLeadsDatabase } from '../app/server/leads/store/open-leads-database.server.ts'
import { exampleConsentRecord } from '../tests/support/consent-fixtures.ts'
import { createPostgresDatabase } from '../tests/support/postgres-databases.ts'
import { productionSecrets, randomSecret } from '../tests/support/test-secrets.ts'
import { postgresServer } from './lib/postgres-server.ts'
import { printSummary, type SummaryRow } from './lib/summary.ts'

const connections = 50
const duration = 10
const dir = mkdtempSync(join(tmpdir(), 'leads-bench-'))

const body = JSON.stringify({
  device: { memory: 8, timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
  trackingData: { subId: 'bench', googleClickId: 'G1' },
  locale: 'de-DE',
})

const postbackToken = randomSecret()
const clickOutsForPostbacks = 500
/** A visitor in Germany who granted every category: their conversions are forwarded. */
const consentingVisitor = [
  `${defaultGeolocationCookieName}=${encodeURIComponent(JSON.stringify({ 'viewer-country': 'DE' }))}`,
  `${consentCookieName}=${encodeURIComponent(JSON.stringify({ ...exampleConsentRecord, statistics: true, marketing: true }))}`,
].join('; ')

/** The leads API in its own process on the database; its URL, and its count of 200 answers once stopped. */
async function startServer(target: LeadsDatabaseTarget) {
  const server = spawn(process.execPath, ['bench/leads-server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...productionSecrets(),
      CONTENT_DB_PATH: join(dir, 'content.sqlite'),
      POSTBACK_TOKENS: `bench=${postbackToken}`,
      // The casino site runs GA4: its conversions are queued for it (and never sent: nothing matches).
      GA4_API_SECRET: 'bench-secret',
      GA4_MEASUREMENT_URL: 'http://127.0.0.1:9/mp/collect',
      ...('postgresUrl' in target ? { DATABASE_URL: target.postgresUrl } : { LEADS_DB_PATH: target.sqlitePath }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: server.stdout })[Symbol.asyncIterator]()
  const nextLine = async () => String((await lines.next()).value)
  const base = await nextLine()
  return {
    base,
    async stop(): Promise<number> {
      // Let the requests the load generator dropped finish on the server before asking for its count.
      await new Promise((resolve) => setTimeout(resolve, 500))
      server.kill('SIGTERM')
      const answered200 = Number(await nextLine())
      await once(server, 'exit')
      return answered200
    },
  }
}

async function storedRows(
  target: LeadsDatabaseTarget,
  table: 'impressions' | 'conversions' | 'conversion_forwards',
): Promise<number> {
  const database = openLeadsDatabase(target, { migrateFirst: false })
  const rows = await new LeadsStore(database).count(table)
  await database.close()
  return rows
}

function printLoad(title: string, result: autocannon.Result): void {
  console.log(title)
  console.log(
    `  requests/s   mean ${result.requests.average.toFixed(0)}, p2.5 ${result.requests.p2_5}, p97.5 ${result.requests.p97_5}`,
  )
  console.log(
    `  latency ms   mean ${result.latency.average.toFixed(1)}, p50 ${result.latency.p50}, p99 ${result.latency.p99}`,
  )
  console.log(
    `  received     ${result['2xx']} x 2xx, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts`,
  )
}

async function benchPostbacks(store: string, target: LeadsDatabaseTarget): Promise<SummaryRow[]> {
  const server = await startServer(target)
  const clickIds: string[] = []
  for (let made = 0; made < clickOutsForPostbacks; made++) {
    const click = await fetch(new URL('go/nordlicht-casino/?subid=bench', server.base), {
      redirect: 'manual',
      headers: { cookie: consentingVisitor, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' },
    })
    clickIds.push(new URL(click.headers.get('location') ?? '').searchParams.get('clickref') ?? '')
  }
  let sent = 0
  const result = await autocannon({
    url: server.base,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          sent++
          const query = new URLSearchParams({
            click_id: clickIds[sent % clickIds.length] ?? '',
            event: 'first_deposit',
            payout: '25.00',
            currency: 'EUR',
            txid: `T-${sent}`,
            token: postbackToken,
          })
          return { ...request, method: 'GET', path: `/api/postback/bench?${query}` }
        },
      },
    ],
  })
  const answered200 = await server.stop()
  const rows = await storedRows(target, 'conversions')
  const forwards = await storedRows(target, 'conversion_forwards')
  printLoad(`${store}: GET /api/postback/{network}, ${connections} connections, ${duration} s on loopback`, result)
  console.log(`  server sent  ${answered200} x 200; conversions ${rows} rows stored, ${forwards} forwards queued`)
  return [
    { metric: `${store} postbacks/s`, value: result.requests.average.toFixed(0), target: '-', ok: true },
    { metric: `${store} postback p99 ms`, value: String(result.latency.p99), target: '-', ok: true },
    { metric: `${store} postback non-2xx answers`, value: String(result.non2xx), target: '0', ok: result.non2xx === 0 },
    {
      metric: `${store} conversions stored = 200 answers`,
      value: `${rows} / ${answered200}`,
      target: 'equal',
      ok: rows === answered200,
    },
    {
      metric: `${store} conversion forwards queued = conversions`,
      value: `${forwards} / ${rows}`,
      target: 'equal',
      ok: forwards === rows,
    },
  ]
}

async function bench(store: string, target: LeadsDatabaseTarget): Promise<SummaryRow[]> {
  const server = await startServer(target)
  const url = new URL('api/impression', server.base).toString()
  const result = await autocannon({
    url,
    connections,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  const answered200 = await server.stop()
  const rows = await storedRows(target, 'impressions')
  printLoad(`${store}: POST /api/impression, ${connections} connections, ${duration} s on loopback`, result)
  console.log(`  server sent  ${answered200} x 200 (the rest were in flight when the load generator stopped)`)
  console.log(`  impressions  ${rows} rows stored ${rows === answered200 ? '= the 200 answers' : '!= the 200 answers'}`)
  return [
    { metric: `${store} POST /api/impression req/s`, value: result.requests.average.toFixed(0), target: '-', ok: true },
    { metric: `${store} impression p99 ms`, value: String(result.latency.p99), target: '-', ok: true },
    { metric: `${store} non-2xx answers`, value: String(result.non2xx), target: '0', ok: result.non2xx === 0 },
    {
      metric: `${store} rows stored = 200 answers`,
      value: `${rows} / ${answered200}`,
      target: 'equal',
      ok: rows === answered200,
    },
  ]
}

const server = postgresServer()
const postgresDatabase = await createPostgresDatabase(server.url, 'leads_bench')
try {
  const rows = [
    ...(await bench('SQLite', { sqlitePath: join(dir, 'leads.sqlite') })),
    ...(await bench('PostgreSQL', { postgresUrl: postgresDatabase.url })),
    ...(await benchPostbacks('SQLite', { sqlitePath: join(dir, 'leads.sqlite') })),
    ...(await benchPostbacks('PostgreSQL', { postgresUrl: postgresDatabase.url })),
  ]
  printSummary({ bench: 'leads', rows })
} finally {
  await postgresDatabase.drop()
  server.stop()
  rmSync(dir, { recursive: true, force: true })
}

// Leads benchmark: impressions per second on loopback, 50 connections for 10 seconds, against the
// leads API in its own process (so the load generator does not share its core); afterwards the
// impressions table must hold exactly one row per 200 answer the server gave. The server counts
// them: when the 10 s are up the load generator drops its last in-flight requests, which the server
// still answers (and stores). Run: npm run bench:leads (or all benches: npm run bench)
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { DatabaseSync } from 'node:sqlite'
import autocannon from 'autocannon'
import { printSummary } from './lib/summary.ts'

const connections = 50
const duration = 10
const dir = mkdtempSync(join(tmpdir(), 'leads-bench-'))
const leadsDb = join(dir, 'leads.sqlite')

const server = spawn(process.execPath, ['bench/leads-server.ts'], {
  env: { ...process.env, NODE_ENV: 'production', LEADS_DB_PATH: leadsDb, CONTENT_DB_PATH: join(dir, 'content.sqlite') },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const lines = createInterface({ input: server.stdout })[Symbol.asyncIterator]()
const nextLine = async () => String((await lines.next()).value)
const url = new URL('api/impression', await nextLine()).toString()

const body = JSON.stringify({
  device: { memory: 8, timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
  trackingData: { subId: 'bench', googleClickId: 'G1' },
  locale: 'de-DE',
})
const result = await autocannon({
  url,
  connections,
  duration,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
})
// Let the requests the load generator dropped finish on the server before asking for its count.
await new Promise((resolve) => setTimeout(resolve, 500))
server.kill('SIGTERM')
const answered200 = Number(await nextLine())
await once(server, 'exit')

const db = new DatabaseSync(leadsDb, { readOnly: true })
const rows = Number(db.prepare('SELECT COUNT(*) AS count FROM impressions').get()?.count)
db.close()
rmSync(dir, { recursive: true, force: true })

console.log(`POST /api/impression, ${connections} connections, ${duration} s on loopback`)
console.log(
  `  requests/s   mean ${result.requests.average.toFixed(0)}, p2.5 ${result.requests.p2_5}, p97.5 ${result.requests.p97_5}`,
)
console.log(
  `  latency ms   mean ${result.latency.average.toFixed(1)}, p50 ${result.latency.p50}, p99 ${result.latency.p99}`,
)
console.log(
  `  received     ${result['2xx']} x 2xx, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts`,
)
console.log(`  server sent  ${answered200} x 200 (the rest were in flight when the load generator stopped)`)
console.log(`  impressions  ${rows} rows stored ${rows === answered200 ? '= the 200 answers' : '!= the 200 answers'}`)
printSummary({
  bench: 'leads',
  rows: [
    { metric: 'POST /api/impression req/s', value: result.requests.average.toFixed(0), target: '-', ok: true },
    { metric: 'impression p99 ms', value: String(result.latency.p99), target: '-', ok: true },
    { metric: 'non-2xx answers', value: String(result.non2xx), target: '0', ok: result.non2xx === 0 },
    {
      metric: 'rows stored = 200 answers',
      value: `${rows} / ${answered200}`,
      target: 'equal',
      ok: rows === answered200,
    },
  ],
})

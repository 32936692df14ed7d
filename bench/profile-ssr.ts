// Where an uncached render's CPU goes: runs the production server under `node --cpu-prof` with the
// page cache off (PAGE_CACHE_SECONDS=0), loads one path with 10 connections for 10 s after a
// warm-up, stops it and prints the functions with the most self time, and the same by package.
// Not a bench (no targets, not run by `npm run bench`): the tool behind the profile summaries in
// bench/README.md. Run: node bench/profile-ssr.ts [path, default /] [--keep: print the profile's file]
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { startProductionServer } from '../tests/support/production-server.ts'
import { summariseProfile } from './lib/cpu-profile.ts'

const path = process.argv.find((arg, index) => index > 1 && arg.startsWith('/')) ?? '/'
const dir = mkdtempSync(join(tmpdir(), 'ssr-profile-'))
const server = await startProductionServer({
  stderr: 'ignore',
  env: { PAGE_CACHE_SECONDS: '0' },
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
})
let rps = 0
try {
  for (let request = 0; request < 50; request++) await (await fetch(`${server.url}${path}`)).arrayBuffer()
  const result = await autocannon({ url: `${server.url}${path}`, connections: 10, duration: 10 })
  rps = result.requests.average
} finally {
  await server.stop()
}
const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'))
if (!file) throw new Error(`no profile written in ${dir}`)
const summary = summariseProfile(JSON.parse(readFileSync(join(dir, file), 'utf8')))
console.log(
  `${path}: ${rps.toFixed(0)} req/s uncached (10 connections, 10 s), ${summary.totalMs.toFixed(0)} ms sampled`,
)
console.log(`  ${(summary.busyMs / Math.max(1, rps * 10)).toFixed(2)} ms of CPU per request (busy time / requests)`)
console.log('top functions by self time')
for (const row of summary.functions.slice(0, 25))
  console.log(`  ${row.percent.toFixed(1).padStart(5)} %  ${row.name}  ${row.where}`)
console.log('self time by package')
for (const row of summary.packages.slice(0, 15)) console.log(`  ${row.percent.toFixed(1).padStart(5)} %  ${row.name}`)
if (process.argv.includes('--keep')) console.log(`profile: ${join(dir, file)}`)

// npm run bench: runs every bench/*.bench.ts in name order, each in its own process, shows its
// output as it comes, then prints one table of every bench's summary line (see README.md).
// Exits 1 when a bench fails, gives no summary, or misses a target.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readdirSync } from 'node:fs'
import { type BenchSummary, parseSummary } from './lib/summary.ts'

const benches = readdirSync('bench')
  .filter((name) => name.endsWith('.bench.ts'))
  .sort()
const summaries: BenchSummary[] = []
let failed = false

for (const file of benches) {
  console.log(`\n=== bench/${file}`)
  const child = spawn(process.execPath, [`bench/${file}`], { stdio: ['ignore', 'pipe', 'inherit'] })
  let stdout = ''
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk: string) => {
    stdout += chunk
    process.stdout.write(chunk)
  })
  const [code] = (await once(child, 'exit')) as [number | null]
  const summary = parseSummary(stdout)
  if (summary) summaries.push(summary)
  else
    summaries.push({ bench: file, rows: [{ metric: 'summary line', value: 'missing', target: 'present', ok: false }] })
  if (code !== 0) failed = true
}

const rows = summaries.flatMap(({ bench, rows }) =>
  rows.map((row) => [bench, row.metric, row.value, row.target, row.ok ? 'ok' : 'MISS']),
)
const header = ['bench', 'metric', 'value', 'target', '']
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)))
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
console.log('\n=== summary')
console.log(line(header))
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
for (const row of rows) console.log(line(row.map(String)))
process.exitCode = failed || rows.some((row) => row[4] !== 'ok') ? 1 : 0

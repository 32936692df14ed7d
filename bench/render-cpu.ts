// Not a bench: the server's CPU time per uncached render, which holds under load where requests per
// second do not (a loaded machine slows both servers' clocks, not the CPU each request costs).
// Starts the production server with the page cache off (PAGE_CACHE_SECONDS=0) and the minimal
// TanStack Start page (bench/lib/minimal-start.ts), warms both, then in rounds taken in turns sends
// each path a fixed number of requests at low concurrency and reads the server process's user +
// system time (all its threads, garbage collector included) from /proc before and after.
// Prints each path's CPU ms per request, median of the rounds, and the ratios to the minimal page.
// With RENDER_CPU_BASELINE=<dir> (a copy of an earlier build: its server/, dist/, content/ and a
// node_modules link), that build serves the same paths in the same rounds, and each path's
// before/after ratio is the median of the rounds' ratios (docs/decisions/100-render-to-string.md).
// Run: node bench/render-cpu.ts [path ...]   (default: `/`, the site's shell `/no-such-page/`)
import { startProductionServer } from '../tests/support/production-server.ts'
import { median, processCpuMs } from './lib/measure.ts'
import { startMinimalStartServer } from './lib/minimal-start.ts'

const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/no-such-page/']
const rounds = Number(process.env.RENDER_CPU_ROUNDS ?? 5)
const requests = Number(process.env.RENDER_CPU_REQUESTS ?? 300)
const concurrency = 4
const baselineRoot = process.env.RENDER_CPU_BASELINE ?? ''
/** `count` GETs of url, `concurrency` at a time, each body read whole. */
async function load(url: string, count: number): Promise<void> {
  let sent = 0
  const worker = async () => {
    while (sent < count) {
      sent++
      await (await fetch(url)).arrayBuffer()
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}

async function cpuPerRequest(pid: number, url: string): Promise<number> {
  const before = processCpuMs(pid)
  await load(url, requests)
  return (processCpuMs(pid) - before) / requests
}

const minimal = await startMinimalStartServer()
const uncached = { stderr: 'ignore', env: { PAGE_CACHE_SECONDS: '0' } } as const
const site = await startProductionServer(uncached)
const baseline = baselineRoot ? await startProductionServer({ ...uncached, root: baselineRoot }) : undefined
const targetsOf = (name: string, server: typeof site) =>
  paths.map((path) => ({ name: `${name} ${path}`, pid: server.child.pid ?? 0, url: `${server.url}${path}` }))
const targets = [
  ...targetsOf('site', site),
  ...(baseline ? targetsOf('baseline', baseline) : []),
  { name: 'minimal Start page', pid: minimal.pid, url: `${minimal.url}/` },
]
const figures = new Map<string, number[]>(targets.map(({ name }) => [name, []]))
try {
  for (const target of targets) await load(target.url, 100)
  for (let round = 0; round < rounds; round++)
    for (const target of targets) figures.get(target.name)?.push(await cpuPerRequest(target.pid, target.url))
} finally {
  await site.stop()
  await baseline?.stop()
  await minimal.stop()
}
const minimalMs = median(figures.get('minimal Start page') ?? [])
console.log(`CPU ms per request, ${requests} requests per round at ${concurrency} at a time, ${rounds} rounds in turns`)
for (const { name } of targets) {
  const values = figures.get(name) ?? []
  const ms = median(values)
  console.log(
    `  ${name.padEnd(28)} ${ms.toFixed(2).padStart(6)} ms (rounds ${values.map((value) => value.toFixed(2)).join(', ')}), ${(ms / minimalMs).toFixed(1)}x the minimal page`,
  )
}
if (baseline)
  for (const path of paths) {
    const after = figures.get(`site ${path}`) ?? []
    const before = figures.get(`baseline ${path}`) ?? []
    const ratios = after.map((ms, round) => ms / (before[round] ?? Number.NaN))
    console.log(
      `  ${path}: this build / baseline ${median(ratios).toFixed(3)} (rounds ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')})`,
    )
  }

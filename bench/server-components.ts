// TanStack Start's server components against ordinary components (decision 020): the
// front page's static blocks (hero, rich text, table, payment provider grid, FAQ from content/90)
// rendered once as components whose props the loader dehydrates, as the site does, and once as
// server components (renderServerComponent, @vitejs/plugin-rsc). bench/fixtures/server-components
// holds both apps; this builds and serves both (srvx, NODE_ENV=production, as the SSR bench serves
// the minimal Start page) and measures, in the same run: the server's CPU time per uncached render
// and requests/s (autocannon, rounds taken in turns), the HTML bytes, the inline payload bytes, the
// first-load JS (gzip) and the main thread's script time until the blocks are hydrated in Chromium
// (CPU slowed 4x).
// Run: node bench/server-components.ts (not part of npm run bench: a one-off measurement)
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import autocannon from 'autocannon'
import { chromiumFlags, chromiumPath } from '../tests/support/chromium-flags.ts'
import { inlinePayloadBytes } from './lib/hydration-payload.ts'
import { median, processCpuMs } from './lib/measure.ts'
import { type MinimalStartServer, startFixtureServer } from './lib/minimal-start.ts'
import { printSummary, type SummaryRow } from './lib/summary.ts'

const fixture = resolve('bench/fixtures/server-components')
const variants = ['props', 'rsc'] as const
type Variant = (typeof variants)[number]
const connections = 50
const rounds = 5
const roundSeconds = 5
const loads = 9
const cpuRequests = 1000

const servers = {} as Record<Variant, MinimalStartServer>
for (const variant of variants)
  servers[variant] = await startFixtureServer({
    config: `${fixture}/vite.config.ts`,
    dist: `${fixture}/dist-${variant}`,
    buildArgs: ['--mode', variant],
  })

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const html = {} as Record<Variant, string>
const rps = { props: [] as number[], rsc: [] as number[] }
const firstLoadJs = {} as Record<Variant, { bytes: number; files: number }>
const cpuPerRender = { props: [] as number[], rsc: [] as number[] }
const scriptMs = { props: [] as number[], rsc: [] as number[] }
const pageErrors: string[] = []
try {
  for (const variant of variants) {
    for (let request = 0; request < 40; request++) await (await fetch(`${servers[variant].url}/`)).arrayBuffer()
    html[variant] = await (await fetch(`${servers[variant].url}/`)).text()
  }
  // Both variants must show the very same blocks, or the figures compare different pages.
  const main = (page: string) => page.slice(page.indexOf('<main>'), page.indexOf('</main>') + 7)
  if (main(html.props) !== main(html.rsc)) throw new Error('the two variants render different <main> markup')
  // The server's CPU time per render: what a render costs, whatever else the machine runs.
  for (let round = 0; round < rounds; round++)
    for (const variant of variants) {
      const before = processCpuMs(servers[variant].pid)
      await autocannon({ url: `${servers[variant].url}/`, connections: 10, amount: cpuRequests })
      cpuPerRender[variant].push((processCpuMs(servers[variant].pid) - before) / cpuRequests)
    }
  for (let round = 0; round < rounds; round++)
    for (const variant of variants) {
      const result = await autocannon({ url: `${servers[variant].url}/`, connections, duration: roundSeconds })
      if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`${variant}: failed requests`)
      rps[variant].push(result.requests.average)
    }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    // Loads taken in turns, the CPU slowed 4x as Lighthouse's mobile run slows it.
    for (let load = 0; load < loads; load++)
      for (const variant of variants) {
        const page = await browser.newPage()
        const requested = new Set<string>()
        page.on('request', (request) => {
          const { pathname } = new URL(request.url())
          if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) requested.add(pathname)
        })
        page.on('pageerror', (error) => pageErrors.push(`${variant}: ${error.message}`))
        // The logos are not served (the fixture has no public/): their 404s are expected.
        page.on('console', (message) => {
          const { url } = message.location()
          if (message.type() === 'error' && !url.includes('/images/') && !url.endsWith('/favicon.ico'))
            pageErrors.push(`${variant}: ${message.text()} (${url})`)
        })
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Performance.enable')
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.goto(`${servers[variant].url}/`, { waitUntil: 'networkidle' })
        // Hydrated: React has attached its fiber to the blocks' markup.
        const hydrated = await page
          .waitForFunction(
            () => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
            undefined,
            { timeout: 20_000 },
          )
          .then(
            () => true,
            () => false,
          )
        if (!hydrated) pageErrors.push(`${variant}: <main> was not hydrated`)
        const { metrics } = await cdp.send('Performance.getMetrics')
        scriptMs[variant].push((metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? Number.NaN) * 1000)
        const gzip = (path: string) =>
          gzipSync(readFileSync(join(fixture, `dist-${variant}/client`, path)), { level: 9 }).length
        firstLoadJs[variant] = {
          bytes: [...requested].reduce((sum, path) => sum + gzip(path), 0),
          files: requested.size,
        }
        await page.close()
      }
  } finally {
    await browser.close()
  }
} finally {
  for (const variant of variants) await servers[variant].stop()
}

const rows: SummaryRow[] = []
console.log(`/ of each variant, ${connections} connections, ${rounds} rounds of ${roundSeconds} s in turns`)
for (const variant of variants) {
  const figures = {
    'uncached render req/s (median)': median(rps[variant]).toFixed(0),
    'server CPU ms per render (median)': median(cpuPerRender[variant]).toFixed(2),
    'HTML bytes': kb(Buffer.byteLength(html[variant])),
    'HTML bytes (gzip)': kb(gzipSync(html[variant], { level: 9 }).length),
    'inline payload': kb(inlinePayloadBytes(html[variant])),
    'first-load JS (gzip)': `${kb(firstLoadJs[variant].bytes)} in ${firstLoadJs[variant].files} files`,
    'script time to hydrated, 4x CPU (median ms)': median(scriptMs[variant]).toFixed(0),
  }
  console.log(
    `  ${variant}: rounds ${rps[variant].map((value) => value.toFixed(0)).join(', ')} req/s; ${cpuPerRender[variant].map((value) => value.toFixed(2)).join(', ')} CPU ms per render`,
  )
  for (const [metric, value] of Object.entries(figures)) {
    console.log(`    ${metric.padEnd(50)} ${value}`)
    rows.push({ metric: `${variant} ${metric}`, value, target: '-', ok: true })
  }
}
console.log(
  `  rsc/props: req/s ${(median(rps.rsc) / median(rps.props)).toFixed(2)}, CPU per render ${(median(cpuPerRender.rsc) / median(cpuPerRender.props)).toFixed(2)}`,
)
console.log(pageErrors.length ? `browser errors:\n  ${[...new Set(pageErrors)].join('\n  ')}` : 'no browser errors')
rows.push({ metric: 'browser errors', value: String(pageErrors.length), target: '0', ok: pageErrors.length === 0 })
printSummary({ bench: 'server-components', rows })

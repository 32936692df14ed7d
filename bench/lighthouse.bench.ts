// Lighthouse (mobile settings: its default emulated Moto G Power, slow 4G, 4x CPU slowdown) in
// Debian's Chromium against the production server, three runs each on `/`, a list page, the
// privacy page, the legal notice, an article and a casino review. Prints every run's category scores and LCP, CLS, TBT, and checks the median run
// (the median of each figure over the three runs) against its targets: performance
// 98+, accessibility, best practices and SEO 100, LCP <= 2.0 s, CLS 0, TBT <= 100 ms.
// Chromium: tests/support/chromium-flags.ts. Run: npm run bench; one category alone (no timings):
// node bench/lighthouse.bench.ts accessibility
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from '../tests/support/chromium-flags.ts'
import { startProductionServer } from '../tests/support/production-server.ts'
import { median } from './lib/measure.ts'
import { printSummary, type SummaryRow } from './lib/summary.ts'

const pages = [
  { name: 'home', path: '/' },
  { name: 'list', path: '/online-casinos-mit-paypal/' },
  { name: 'privacy', path: '/privacy-policy/' },
  { name: 'legal', path: '/impressum/' },
  { name: 'article', path: '/ratgeber/ggl-whitelist/' },
  { name: 'review', path: '/casinos/nordlicht-casino/' },
]
const runs = 3
const targets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const
type Category = keyof typeof targets
const isCategory = (name: string): name is Category => Object.hasOwn(targets, name)
const chosen = process.argv.slice(2)
const unknown = chosen.filter((name) => !isCategory(name))
if (unknown.length > 0) throw new Error(`Unknown Lighthouse categories: ${unknown.join(', ')}`)
/** The categories asked for on the command line, else all; the timings come with performance. */
const categoryNames: Category[] = chosen.length > 0 ? chosen.filter(isCategory) : (Object.keys(targets) as Category[])
const timed = categoryNames.includes('performance')
const metricTargets = {
  'largest-contentful-paint': { label: 'LCP', max: 2000, unit: 'ms' },
  'cumulative-layout-shift': { label: 'CLS', max: 0, unit: '' },
  'total-blocking-time': { label: 'TBT', max: 100, unit: 'ms' },
} as const
type Metric = keyof typeof metricTargets

const format = (metric: Metric, value: number) =>
  metric === 'cumulative-layout-shift' ? value.toFixed(3) : `${(value / 1000).toFixed(2)} s`

/** The elements an audit failed on (accessibility audits list them), as Lighthouse names them. */
function failingNodes(details: unknown): string[] {
  const items = (details as { items?: Array<{ node?: { selector?: string; snippet?: string } }> } | undefined)?.items
  return (items ?? []).flatMap(({ node }) => (node ? [`${node.selector ?? ''} ${node.snippet ?? ''}`] : []))
}

const server = await startProductionServer()
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
})
const rows: SummaryRow[] = []
try {
  for (const { name, path } of pages) {
    // A warm server, as in production: the first render of a page also fills the content cache.
    for (let request = 0; request < 5; request++) await (await fetch(`${server.url}${path}`)).arrayBuffer()
    const scores = new Map<Category, number[]>()
    const metrics = new Map<Metric, number[]>()
    console.log(`${name} ${path}`)
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categoryNames,
      })
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
      const { categories, audits } = result.lhr
      for (const category of categoryNames)
        scores.set(category, [...(scores.get(category) ?? []), Math.round((categories[category]?.score ?? 0) * 100)])
      for (const metric of Object.keys(metricTargets) as Metric[])
        metrics.set(metric, [...(metrics.get(metric) ?? []), audits[metric]?.numericValue ?? Number.NaN])
      console.log(
        `  run ${run}: ${categoryNames.map((category) => `${category} ${scores.get(category)?.at(-1)}`).join(', ')}${timed ? `; ${(Object.keys(metricTargets) as Metric[]).map((metric) => `${metricTargets[metric].label} ${format(metric, metrics.get(metric)?.at(-1) ?? Number.NaN)}`).join(', ')}` : ''}`,
      )
      // What keeps a category below 100: every failing audit with a weight.
      for (const category of categoryNames)
        for (const ref of categories[category]?.auditRefs ?? []) {
          const audit = audits[ref.id]
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
            console.log(`    ${category}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`)
            for (const node of failingNodes(audit.details)) console.log(`      ${node}`)
          }
        }
    }
    for (const category of categoryNames) {
      const value = median(scores.get(category) ?? [])
      rows.push({
        metric: `${name} ${category} (median of ${runs}: ${scores.get(category)?.join(', ')})`,
        value: String(value),
        target: `>= ${targets[category]}`,
        ok: value >= targets[category],
      })
    }
    for (const metric of timed ? (Object.keys(metricTargets) as Metric[]) : []) {
      const { label, max } = metricTargets[metric]
      const value = median(metrics.get(metric) ?? [])
      rows.push({
        metric: `${name} ${label} (median of ${runs})`,
        value: format(metric, value),
        target: `<= ${format(metric, max)}`,
        ok: value <= max,
      })
    }
  }
} finally {
  chrome.kill()
  await server.stop()
}
printSummary({ bench: 'lighthouse', rows })

// Lighthouse (mobile settings: its default emulated Moto G Power, slow 4G, 4x CPU slowdown) in
// Debian's Chromium against the production server, on `/`, a list page and an article-like page.
// Prints the four category scores and LCP, CLS, TBT. Targets: performance 95+, accessibility 100,
// best practices 95+, SEO 100. Chromium: tests/support/chromium-flags.ts. Run: npm run bench
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from '../tests/support/chromium-flags.ts'
import { startProductionServer } from '../tests/support/production-server.ts'
import { printSummary, type SummaryRow } from './lib/summary.ts'

const pages = [
  { name: 'home', path: '/' },
  { name: 'list', path: '/online-casinos-mit-paypal/' },
  { name: 'article', path: '/privacy-policy/' },
]
const targets = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const
type Category = keyof typeof targets

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
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(targets),
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
    const { categories, audits } = result.lhr
    const score = (category: Category) => Math.round((categories[category]?.score ?? 0) * 100)
    const metric = (id: string) => audits[id]?.displayValue ?? 'n/a'
    console.log(`${name} ${path}`)
    for (const category of Object.keys(targets) as Category[]) {
      console.log(`  ${category.padEnd(15)} ${String(score(category)).padStart(3)} (target ${targets[category]})`)
      rows.push({
        metric: `${name} ${category}`,
        value: String(score(category)),
        target: `>= ${targets[category]}`,
        ok: score(category) >= targets[category],
      })
    }
    console.log(
      `  LCP ${metric('largest-contentful-paint')}, CLS ${metric('cumulative-layout-shift')}, TBT ${metric('total-blocking-time')}`,
    )
    rows.push({
      metric: `${name} LCP / CLS / TBT`,
      value: `${metric('largest-contentful-paint')} / ${metric('cumulative-layout-shift')} / ${metric('total-blocking-time')}`,
      target: '-',
      ok: true,
    })
    // What keeps a category below 100: every failing audit with a weight.
    for (const category of Object.keys(targets) as Category[])
      for (const ref of categories[category]?.auditRefs ?? []) {
        const audit = audits[ref.id]
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
          console.log(`    ${category}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`)
      }
  }
} finally {
  chrome.kill()
  await server.stop()
}
printSummary({ bench: 'lighthouse', rows })

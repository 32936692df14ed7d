// Bundle: first-load JavaScript and CSS (gzip) per page type from the production build: what
// Debian's Chromium loads until one URL per page type has hydrated (tests/support/first-load.ts).
// Budget for `/`: 150 KB JS, 30 KB CSS. Also checks that no client asset holds development-only
// code (Router/Query devtools, the Stately inspector). Beside `/` it prints the floor under that
// budget: its libraries layer (build/chunk-layers.ts), and what a minimal TanStack Start page
// (bench/fixtures/minimal-start, the same Start, React and Vite) loads. Run: npm run bench
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { websiteById } from '../app/site/website.ts'
import { layerOf, librariesLayer } from '../build/chunk-layers.ts'
import { chromiumFlags, chromiumPath } from '../tests/support/chromium-flags.ts'
import { devPackages, jsFiles } from '../tests/support/dev-packages.ts'
import { firstLoad, homeBudget, kb, total } from '../tests/support/first-load.ts'
import { necessaryOnlyConsent } from '../tests/support/fixtures.ts'
import { startProductionServer } from '../tests/support/production-server.ts'
import { minimalStartClientDir, startMinimalStartServer } from './lib/minimal-start.ts'
import { printSummary, type SummaryRow } from './lib/summary.ts'

// One URL per page type; the casino site has two, and its PayPal list page is measured too, as the
// SSR and Lighthouse benches do. Page types are looked up in the route table, not written here.
const sites = [
  { siteId: '90', locale: 'de-DE', paths: ['/', '/online-casinos-mit-paypal/', '/privacy-policy/'] },
  {
    siteId: '75',
    locale: 'de-DE',
    paths: [
      '/',
      '/kredite/',
      '/kreditkarten/',
      '/kreditvermittler/',
      '/umschuldung-vermittler/',
      '/umschuldung/',
      '/kredit-finden/',
      '/kreditcheck/',
      '/anmelden/',
      '/partner/anmelden/',
      '/partner/kreditanfrage/',
      '/partner/umschuldung-anfrage/',
      '/datenschutz/',
    ],
  },
]

const pageTypeOf = (siteId: string, path: string) =>
  websiteById(Number(siteId)).routes.find((route) => route.path === path)?.meta.pageType ?? 'not a route'

const rows: SummaryRow[] = []
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
console.log('first-load assets per page type (gzip, level 9)')
console.log(
  `${'site'.padEnd(5)}${'page type'.padEnd(36)}${'path'.padEnd(32)}${'JS'.padStart(10)}${'CSS'.padStart(10)}  files`,
)
for (const { siteId, locale, paths } of sites) {
  const server = await startProductionServer({ siteId, locale })
  try {
    for (const path of paths) {
      const page = await browser.newPage()
      const { js, css } = await firstLoad(page, `${server.url}${path}`)
      await page.close()
      console.log(
        `${siteId.padEnd(5)}${pageTypeOf(siteId, path).padEnd(36)}${path.padEnd(32)}${kb(total(js)).padStart(10)}${kb(total(css)).padStart(10)}  ${js.size} js, ${css.size} css`,
      )
      if (siteId === '90' && path === '/') {
        for (const [url, size] of [...js].sort((a, b) => b[1] - a[1]))
          console.log(`       ${kb(size).padStart(9)}  ${url}`)
        const libraries = total(new Map([...js].filter(([url]) => layerOf(url) === librariesLayer.name)))
        // A visitor who already answered does without the consent dialog's chunk.
        const answered = await browser.newContext()
        await answered.addCookies([
          { name: 'consent', value: encodeURIComponent(JSON.stringify(necessaryOnlyConsent)), url: server.url },
        ])
        const answeredLoad = await firstLoad(await answered.newPage(), `${server.url}${path}`)
        await answered.close()
        console.log(`       ${kb(total(answeredLoad.js)).padStart(9)}  for a visitor who answered the consent dialog`)
        rows.push(
          {
            metric: 'first-load JS / (gzip), visitor who answered',
            value: kb(total(answeredLoad.js)),
            target: '-',
            ok: true,
          },
          {
            metric: 'first-load JS / (gzip), visitor who is asked',
            value: kb(total(js)),
            target: `<= ${kb(homeBudget.js)}`,
            ok: total(js) <= homeBudget.js,
          },
          { metric: 'of which the libraries layer', value: kb(libraries), target: '-', ok: true },
          {
            metric: 'first-load CSS / (gzip)',
            value: kb(total(css)),
            target: `<= ${kb(homeBudget.css)}`,
            ok: total(css) <= homeBudget.css,
          },
        )
      } else rows.push({ metric: `first-load JS ${siteId}${path}`, value: kb(total(js)), target: '-', ok: true })
    }
  } finally {
    await server.stop()
  }
}
// The floor: React, TanStack Router and Start, seroval, and a page of a few words.
const minimal = await startMinimalStartServer()
try {
  const page = await browser.newPage()
  const { js } = await firstLoad(page, `${minimal.url}/`, {
    clientDir: minimalStartClientDir,
    ready: (page) => page.waitForLoadState('networkidle'),
  })
  console.log(`minimal TanStack Start page: ${kb(total(js))} JS, ${js.size} js`)
  rows.push({ metric: 'first-load JS, minimal Start page (gzip)', value: kb(total(js)), target: '-', ok: true })
} finally {
  await minimal.stop()
}
await browser.close()

const assetsDir = 'dist/client/assets'
const bundle = jsFiles(assetsDir).map((name) => readFileSync(join(assetsDir, name), 'utf8'))
const devCode = devPackages.filter(({ marker }) => bundle.some((code) => code.includes(marker))).map(({ name }) => name)
console.log(`development-only code in dist/client: ${devCode.length ? devCode.join(', ') : 'none'}`)
rows.push({
  metric: 'dev-only code in client',
  value: devCode.join(', ') || 'none',
  target: 'none',
  ok: devCode.length === 0,
})
printSummary({ bench: 'bundle', rows })

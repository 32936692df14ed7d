// Not a bench: what a server-rendered page hands the browser, and how long the browser takes to
// take it over, for the build in dist/. For each page: its HTML (bytes, and gzipped as it is
// sent), its inline hydration payload (bench/lib/hydration-payload.ts), and in Debian's Chromium
// at 360×640 with a 4× CPU slowdown from the first byte on, the time from navigation to the page
// having hydrated (html[data-hydrated]) and the main thread's busy time until then (tasks over
// 50 ms counted whole), median of nine fresh visits. Compare builds in one sitting (decision 070).
// Run: node bench/hand-off.ts [path ...]   (default: `/`, the longest text page and a casino review)
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from '../tests/support/chromium-flags.ts'
import { startProductionServer } from '../tests/support/production-server.ts'
import { inlinePayloadBytes } from './lib/hydration-payload.ts'
import { median } from './lib/measure.ts'

const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/privacy-policy/', '/casinos/nordlicht-casino/']
const visits = 9
const cpuSlowdown = 4
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

declare global {
  interface Window {
    /** Set by the init script: when the page had hydrated, and its long tasks until then. */
    handOff?: { hydratedMs?: number; longTaskMs: number }
  }
}

const server = await startProductionServer()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
try {
  for (const path of paths) {
    const html = Buffer.from(await (await fetch(`${server.url}${path}`)).arrayBuffer())
    const hydrated: number[] = []
    const longTasks: number[] = []
    for (let visit = 0; visit < visits; visit++) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 640 },
        isMobile: true,
        hasTouch: true,
      })
      try {
        const page = await context.newPage()
        await page.addInitScript(() => {
          const handOff: { hydratedMs?: number; longTaskMs: number } = { longTaskMs: 0 }
          window.handOff = handOff
          new PerformanceObserver((list) => {
            if (handOff.hydratedMs !== undefined) return
            for (const entry of list.getEntries()) handOff.longTaskMs += entry.duration
          }).observe({ type: 'longtask', buffered: true })
          new MutationObserver((_records, observer) => {
            if (document.documentElement?.dataset.hydrated === undefined) return
            handOff.hydratedMs = performance.now()
            observer.disconnect()
          }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
        })
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
        await page.goto(`${server.url}${path}`)
        const handle = await page.waitForFunction(() => window.handOff?.hydratedMs !== undefined && window.handOff)
        const { hydratedMs = 0, longTaskMs } = (await handle.jsonValue()) as { hydratedMs?: number; longTaskMs: number }
        hydrated.push(hydratedMs)
        longTasks.push(longTaskMs)
      } finally {
        await context.close()
      }
    }
    console.log(
      `${path}: HTML ${kilobytes(html.length)} (gzip ${kilobytes(gzipSync(html).length)}), inline payload ${kilobytes(inlinePayloadBytes(html.toString('utf8')))}; ` +
        `hydrated after ${median(hydrated).toFixed(0)} ms, long tasks until then ${median(longTasks).toFixed(0)} ms ` +
        `(median of ${visits} at ${cpuSlowdown}× CPU; runs ${hydrated.map((ms) => ms.toFixed(0)).join(', ')})`,
    )
  }
} finally {
  await browser.close()
  await server.stop()
}

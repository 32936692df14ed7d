// Consent answer: how long the consent dialog's two answers take to paint, on a phone. A visitor
// who must be asked opens `/` of the production build in Debian's Chromium (360×640, 4× CPU
// slowdown through CDP's Emulation.setCPUThrottlingRate, set once the page has hydrated) and
// clicks "Alle akzeptieren" or "Nur notwendige Cookies": the figure is the time from the click's
// event to the end of the next frame after it (a requestAnimationFrame, then a message: the frame
// that shows the answer has been painted). Each answer on nine fresh pages; the median is checked
// against 50 ms. Chromium: tests/support/chromium-flags.ts. Run: npm run bench
import { type Browser, chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from '../tests/support/chromium-flags.ts'
import { startProductionServer } from '../tests/support/production-server.ts'
import { median } from './lib/measure.ts'
import { printSummary, type SummaryRow } from './lib/summary.ts'

const answers = ['Alle akzeptieren', 'Nur notwendige Cookies'] as const
const runs = 9
const targetMs = 50
const cpuSlowdown = 4

declare global {
  interface Window {
    /** Set by the bench's listener: ms from the click to the end of the next frame. */
    answerPaintMs?: number
  }
}

/** One fresh visitor who must be asked: ms from clicking the answer to its next paint. */
async function timeToNextPaint(browser: Browser, url: string, answer: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    await page.goto(url)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const button = page.getByRole('dialog').getByRole('button', { name: answer })
    await button.waitFor()
    // Capture phase on the window: runs before the dialog's own handlers, so the frame awaited is
    // the first one after everything the click does synchronously.
    await page.evaluate(() => {
      addEventListener(
        'click',
        (event) => {
          requestAnimationFrame(() => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => {
              window.answerPaintMs = performance.now() - event.timeStamp
            }
            channel.port2.postMessage(undefined)
          })
        },
        { capture: true, once: true },
      )
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await button.click()
    const handle = await page.waitForFunction(() => window.answerPaintMs)
    return Number(await handle.jsonValue())
  } finally {
    await context.close()
  }
}

const server = await startProductionServer()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
const rows: SummaryRow[] = []
try {
  console.log(`consent dialog answer to next paint, 360×640, ${cpuSlowdown}× CPU slowdown, ${runs} runs each`)
  for (const answer of answers) {
    const times: number[] = []
    for (let run = 0; run < runs; run++) times.push(await timeToNextPaint(browser, `${server.url}/`, answer))
    const middle = median(times)
    console.log(
      `${answer.padEnd(24)} median ${middle.toFixed(1)} ms (target <= ${targetMs} ms); runs: ${times.map((time) => time.toFixed(1)).join(', ')}`,
    )
    rows.push({
      metric: `"${answer}" to next paint (median of ${runs})`,
      value: `${middle.toFixed(1)} ms`,
      target: `<= ${targetMs} ms`,
      ok: middle <= targetMs,
    })
  }
} finally {
  await browser.close()
  await server.stop()
}
printSummary({ bench: 'consent-answer.bench.ts', rows })

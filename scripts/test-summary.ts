// Prints one plain closing line for the whole test run ("N passed, N failed"), summed over the
// vitest and Playwright JSON reports, so a reader (or CI) sees at a glance what ran.
import { readFileSync } from 'node:fs'

type Counts = { passed: number; failed: number; skipped: number }

function vitestCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  }
}

function playwrightCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  }
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  }
}

const parts = [vitestCounts('reports/vitest.json'), playwrightCounts('reports/playwright.json')]
const total = parts.reduce((sum, part) => ({
  passed: sum.passed + part.passed,
  failed: sum.failed + part.failed,
  skipped: sum.skipped + part.skipped,
}))
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exitCode = total.failed > 0 || total.passed === 0 ? 1 : 0

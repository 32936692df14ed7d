// Where errors go: the console (server log or browser console) always, and Sentry in the
// production stage when SENTRY_DSN is set: on the server through sentry.server.ts, in the browser
// through sentry-browser.ts. Callers never need to know which.
import { createIsomorphicFn } from '@tanstack/react-start'
import { captureOnServer } from './sentry.server.ts'
import { captureInBrowser } from './sentry-browser.ts'

export type ErrorReport = {
  /** Non-fatal errors are expected in normal operation (a 404, an invalid CMS block). */
  level: 'fatal' | 'error' | 'warning'
  tags?: Record<string, string | number | undefined>
  extra?: Record<string, unknown>
}

const capture = createIsomorphicFn()
  .server((error: unknown, report: ErrorReport) => captureOnServer(error, report))
  .client((error: unknown, report: ErrorReport) => captureInBrowser(error, report))

export function reportError(error: unknown, report: ErrorReport = { level: 'error' }): void {
  const log = report.level === 'warning' ? console.warn : console.error
  log('[report]', report.level, error instanceof Error ? error.message : error, { ...report.tags, ...report.extra })
  capture(error, report)
}

// Where errors go: the console (server log or browser console) always, and Sentry in the
// production stage when SENTRY_DSN is set: on the server through the capture of the runtime serving
// the request (app/server/runtime; parts working outside any request report through the runtime
// themselves), in the browser through sentry-browser.ts. Callers never need to know which.
import { createIsomorphicFn } from '@tanstack/react-start'
import type { ErrorReport } from '../contracts/error-report.ts'
import { requestRuntime } from '../site/request-runtime.ts'
import { captureInBrowser } from './sentry-browser.ts'

export type { ErrorReport } from '../contracts/error-report.ts'

const capture = createIsomorphicFn()
  .server((error: unknown, report: ErrorReport) => requestRuntime()?.errors.capture(error, report))
  .client((error: unknown, report: ErrorReport) => captureInBrowser(error, report))

export function reportError(error: unknown, report: ErrorReport = { level: 'error' }): void {
  const log = report.level === 'warning' ? console.warn : console.error
  log('[report]', report.level, error instanceof Error ? error.message : error, { ...report.tags, ...report.extra })
  capture(error, report)
}

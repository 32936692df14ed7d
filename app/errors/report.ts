// Where errors go: the console (server log or browser console) always, and Sentry in the
// production stage when SENTRY_DSN is set: on the server through sentry.server.ts, which the server
// entry (app/server.ts) hands in, in the browser through sentry-browser.ts. Callers never need to
// know which.
import { createIsomorphicFn } from '@tanstack/react-start'
import type { ErrorReport } from './error-report.ts'
import { captureInBrowser } from './sentry-browser.ts'

export type { ErrorReport } from './error-report.ts'

type Capture = (error: unknown, report: ErrorReport) => void

let captureOnServer: Capture | undefined

/** Injected by the server entry, so that this module, which the browser loads too, imports no server code. */
export function setServerErrorCapture(capture: Capture): void {
  captureOnServer = capture
}

const capture = createIsomorphicFn()
  .server((error: unknown, report: ErrorReport) => captureOnServer?.(error, report))
  .client((error: unknown, report: ErrorReport) => captureInBrowser(error, report))

export function reportError(error: unknown, report: ErrorReport = { level: 'error' }): void {
  const log = report.level === 'warning' ? console.warn : console.error
  log('[report]', report.level, error instanceof Error ? error.message : error, { ...report.tags, ...report.extra })
  capture(error, report)
}

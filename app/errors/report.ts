// Where errors go. For now the console (server log or browser console); the production stage adds
// Sentry here, so callers never need to know.
export type ErrorReport = {
  /** Non-fatal errors are expected in normal operation (a 404, an invalid CMS block). */
  level: 'fatal' | 'error' | 'warning'
  tags?: Record<string, string | number | undefined>
  extra?: Record<string, unknown>
}

export function reportError(error: unknown, report: ErrorReport = { level: 'error' }): void {
  const log = report.level === 'warning' ? console.warn : console.error
  log('[report]', report.level, error instanceof Error ? error.message : error, { ...report.tags, ...report.extra })
}

// What a caller says about an error it reports (report.ts); the Sentry modules read it too.
export type ErrorReport = {
  /** Non-fatal errors are expected in normal operation (a 404, an invalid CMS block). */
  level: 'fatal' | 'error' | 'warning'
  tags?: Record<string, string | number | undefined>
  extra?: Record<string, unknown>
}

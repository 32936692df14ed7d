// The server erases contact data older than the retention itself: once at start, then every hour.
// Each run is one unit that erases only what is still there, so the runs of several workers and
// instances on one database change each row once (see eraseExpiredContacts).
import type { ErrorReport } from '../../../contracts/error-report.ts'
import { type LeadsDatabase, LeadsStoreUnavailable } from '../store/leads-database.server.ts'
import { eraseExpiredContacts } from './personal-data.server.ts'

export const retentionIntervalMs = 60 * 60 * 1000

export type ContactRetention = { stop(): Promise<void> }

export function startContactRetention(options: {
  database: () => LeadsDatabase
  retentionDays: number
  report: (error: unknown, report: ErrorReport) => void
}): ContactRetention {
  let running: Promise<unknown> = Promise.resolve()
  const run = () => {
    running = eraseExpiredContacts(options.database(), options.retentionDays).catch((error: unknown) => {
      // The store reports its outages itself; the next run tries again.
      if (!(error instanceof LeadsStoreUnavailable))
        options.report(error, { level: 'warning', tags: { task: 'contact retention' } })
    })
  }
  run()
  const timer = setInterval(run, retentionIntervalMs).unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}

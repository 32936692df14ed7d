// The server erases contact data older than the retention itself: once at start, then every hour.
// Each run is one unit that erases only what is still there, so the runs of several workers and
// instances on one database change each row once (see eraseExpiredContacts).
import type { Schedule } from '../../runtime/schedules.server.ts'
import type { LeadsDatabase } from '../store/leads-database.server.ts'
import { eraseExpiredContacts } from './personal-data.server.ts'

export const retentionIntervalMs = 60 * 60 * 1000

/** The retention as the runtime schedules it (the database opened on the first run). */
export function contactRetention(options: { database: () => LeadsDatabase; retentionDays: number }): Schedule {
  return {
    task: 'contact retention',
    intervalMs: retentionIntervalMs,
    run: () => eraseExpiredContacts(options.database(), options.retentionDays),
  }
}

// The work a server process does by the clock, beside the requests: each schedule runs now and every
// interval until stopped, one run at a time (a run that outlasts its interval skips the next tick,
// it does not pile up). The runtime starts them all in one place (start()) and stops them in close(),
// which waits for the runs under way: a process stopping on SIGTERM leaves no half-done round.
import type { ErrorReport } from '../../contracts/error-report.ts'
import { LeadsStoreUnavailable } from '../leads/store/leads-database.server.ts'

export type Schedule = {
  /** What it does, as its reports name it. */
  task: string
  intervalMs: number
  run(): Promise<unknown>
}

export type RunningSchedules = { stop(): Promise<void> }

export function startSchedules(
  schedules: readonly Schedule[],
  report: (error: unknown, report: ErrorReport) => void,
): RunningSchedules {
  const running = schedules.map(({ task, intervalMs, run }) => {
    let current: Promise<unknown> | undefined
    const tick = () => {
      current ??= run()
        .catch((error: unknown) => {
          // The leads store reports its outages itself; the next run tries again.
          if (!(error instanceof LeadsStoreUnavailable)) report(error, { level: 'warning', tags: { task } })
        })
        .finally(() => {
          current = undefined
        })
    }
    tick()
    const timer = setInterval(tick, intervalMs).unref()
    return async () => {
      clearInterval(timer)
      await current
    }
  })
  return {
    async stop() {
      await Promise.all(running.map((stop) => stop()))
    },
  }
}

import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, test } from 'vitest'
import type { ErrorReport } from '../../contracts/error-report.ts'
import { LeadsStoreUnavailable } from '../leads/store/leads-database.server.ts'
import { startSchedules } from './schedules.server.ts'

describe('the schedules', () => {
  test('run now and every interval, one run at a time, and stop waits for the run under way', async () => {
    let runs = 0
    let running = 0
    let most = 0
    let finished = 0
    const schedules = startSchedules(
      [
        {
          task: 'slow',
          intervalMs: 5,
          run: async () => {
            runs++
            most = Math.max(most, ++running)
            await sleep(40)
            running--
            finished++
          },
        },
      ],
      () => undefined,
    )
    expect(runs).toBe(1)
    await expect.poll(() => runs).toBeGreaterThanOrEqual(3)
    await schedules.stop()
    expect(most).toBe(1)
    expect(finished).toBe(runs)
    const stoppedAt = runs
    await sleep(60)
    expect(runs).toBe(stoppedAt)
  })

  test("report a run's failure under its task, but not the leads store's outage, which it reports itself", async () => {
    const reports: Array<{ error: unknown; report: ErrorReport }> = []
    const schedules = startSchedules(
      [
        { task: 'failing', intervalMs: 60_000, run: () => Promise.reject(new Error('partner table gone')) },
        {
          task: 'outage',
          intervalMs: 60_000,
          run: () => Promise.reject(new LeadsStoreUnavailable('The leads database failed a moment ago')),
        },
      ],
      (error, report) => reports.push({ error, report }),
    )
    await schedules.stop()
    expect(reports).toEqual([
      { error: new Error('partner table gone'), report: { level: 'warning', tags: { task: 'failing' } } },
    ])
  })
})

import { describe, expect, test } from 'vitest'
import { createReadiness, readinessResponse } from './readiness.server.ts'

/** Probes that count their calls, one of which fails the way a driver does: with a path in its text. */
function countedProbes() {
  const calls = { store: 0, bus: 0 }
  let failing = false
  const probes = {
    'leads store': async () => {
      calls.store++
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (failing) throw new Error("EEXIST: file already exists, mkdir '/srv/site/data/leads-90.sqlite'")
    },
    'purge bus': async () => {
      calls.bus++
    },
  }
  return { calls, probes, fail: (value: boolean) => (failing = value) }
}

describe('readiness', () => {
  test('probes at the same moment share one check; a result is reused for a second, then checked again', async () => {
    const { calls, probes } = countedProbes()
    let clock = 0
    const readiness = createReadiness(probes, { now: () => clock })
    const answers = await Promise.all(Array.from({ length: 50 }, () => readiness()))
    expect(answers.every((answer) => answer.ready)).toBe(true)
    expect(calls).toEqual({ store: 1, bus: 1 })
    for (let probe = 0; probe < 50; probe++) {
      clock += 19
      await readiness()
    }
    // 950 ms after the check settled: still its result.
    expect(calls.store).toBe(1)
    clock += 50
    await readiness()
    expect(calls).toEqual({ store: 2, bus: 2 })
  })

  test('a failing part is named in the answer; why it fails goes to the log only', async () => {
    const { probes, fail } = countedProbes()
    fail(true)
    const logged: string[] = []
    const readiness = createReadiness(probes, {
      log: (part, reason) => logged.push(`${part}: ${(reason as Error).message}`),
    })
    const response = readinessResponse(await readiness())
    expect(response.status).toBe(503)
    const body = await response.text()
    expect(JSON.parse(body)).toEqual({ status: 'unavailable', failing: ['leads store'] })
    expect(body).not.toMatch(/EEXIST|\/srv/)
    expect(logged).toEqual(["leads store: EEXIST: file already exists, mkdir '/srv/site/data/leads-90.sqlite'"])
  })

  test('ready: 200 with nothing but the status', async () => {
    const response = readinessResponse({ ready: true, failing: [] })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ready' })
  })
})

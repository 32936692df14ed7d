import { afterEach, expect, test, vi } from 'vitest'
import { yieldToMain } from './yield-to-main.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('resumes in a later task: after the microtasks and the timers queued before it', async () => {
  const order: string[] = []
  setTimeout(() => order.push('earlier timer'))
  queueMicrotask(() => order.push('microtask'))
  await yieldToMain()
  order.push('resumed')
  expect(order).toEqual(['microtask', 'earlier timer', 'resumed'])
})

test("uses the browser's scheduler.yield where there is one", async () => {
  const schedulerYield = vi.fn(() => Promise.resolve())
  vi.stubGlobal('scheduler', { yield: schedulerYield })
  await yieldToMain()
  expect(schedulerYield).toHaveBeenCalledTimes(1)
})

import { afterEach, expect, test, vi } from 'vitest'
import { afterNextPaint } from './after-next-paint.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('resumes in a task after the next frame, not within it', async () => {
  const order: string[] = []
  let frame: (() => void) | undefined
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    frame = callback
    return 1
  })
  const resumed = afterNextPaint().then(() => order.push('resumed'))
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(order).toEqual([])
  frame?.()
  // Not within the frame's own task (where it would run before the paint) …
  await Promise.resolve()
  await Promise.resolve()
  expect(order).toEqual([])
  // … but in a task queued from it.
  await resumed
  expect(order).toEqual(['resumed'])
})

test('a page that paints no frame (a hidden tab) resumes after the latest wait', async () => {
  vi.stubGlobal('requestAnimationFrame', () => 1)
  const started = performance.now()
  await afterNextPaint(20)
  expect(performance.now() - started).toBeGreaterThanOrEqual(19)
})

// The dialog's first focus waits for the dialog to become focusable: up to 50 animation frames
// (SPEC section 9), then it gives up; closing the dialog stops the waiting.
import { describe, expect, test } from 'vitest'
import { focusWhenReady } from './use-focus-trap.ts'

/** Animation frames run by hand: `run()` runs the frame requested last, if any. */
function manualFrames() {
  let pending: (() => void) | undefined
  let requested = 0
  return {
    frames: {
      request: (callback: () => void) => {
        pending = callback
        return ++requested
      },
      cancel: () => {
        pending = undefined
      },
    },
    run: () => {
      const callback = pending
      pending = undefined
      callback?.()
      return callback !== undefined
    },
    requested: () => requested,
  }
}

const focusable = () => {
  let focused = 0
  return { element: { focus: () => focused++ } as unknown as HTMLElement, focused: () => focused }
}

describe('focusWhenReady', () => {
  test('focuses at once when the element is there, asking for no frame', () => {
    const { frames, requested } = manualFrames()
    const target = focusable()
    focusWhenReady(() => target.element, frames)
    expect(target.focused()).toBe(1)
    expect(requested()).toBe(0)
  })

  test('retries on each of 50 animation frames, then gives up', () => {
    const { frames, run, requested } = manualFrames()
    let looks = 0
    focusWhenReady(() => {
      looks++
      return undefined
    }, frames)
    while (run()) {}
    expect(requested()).toBe(50)
    expect(looks).toBe(51)
  })

  test('focuses on the 50th frame, the last one it waits for', () => {
    const { frames, run } = manualFrames()
    const target = focusable()
    let looks = 0
    focusWhenReady(() => (++looks === 51 ? target.element : undefined), frames)
    while (run()) {}
    expect(target.focused()).toBe(1)
  })

  test('stops trying once cancelled', () => {
    const { frames, run } = manualFrames()
    const target = focusable()
    let looks = 0
    const stop = focusWhenReady(() => (++looks === 3 ? target.element : undefined), frames)
    run()
    stop()
    expect(run()).toBe(false)
    expect(target.focused()).toBe(0)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { createTarpit } from './tarpit.ts'

describe('createTarpit', () => {
  it('answers after the pause, and counts what it holds meanwhile', async () => {
    vi.useFakeTimers()
    try {
      const tarpit = createTarpit({ pauseMs: 1000, maxHeld: 10 })
      let answered = false
      const answer = tarpit.hold('429').then((value) => {
        answered = true
        return value
      })
      expect(tarpit.held).toBe(1)
      await vi.advanceTimersByTimeAsync(999)
      expect(answered).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(await answer).toBe('429')
      expect(tarpit.held).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers at once past the most it holds, and holds again once one is answered', async () => {
    vi.useFakeTimers()
    try {
      const tarpit = createTarpit({ pauseMs: 1000, maxHeld: 2 })
      const held = [tarpit.hold(1), tarpit.hold(2)]
      expect(tarpit.held).toBe(2)
      let third: number | undefined
      void tarpit.hold(3).then((value) => {
        third = value
      })
      await vi.advanceTimersByTimeAsync(0)
      expect(third).toBe(3)
      await vi.advanceTimersByTimeAsync(1000)
      expect(await Promise.all(held)).toEqual([1, 2])
      void tarpit.hold(4)
      expect(tarpit.held).toBe(1)
      await vi.advanceTimersByTimeAsync(1000)
    } finally {
      vi.useRealTimers()
    }
  })
})

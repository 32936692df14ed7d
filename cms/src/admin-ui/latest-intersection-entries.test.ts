import { describe, expect, it } from 'vitest'
import { latestEntriesOnly, latestPerTarget } from './latest-intersection-entries.ts'

type Entry = Pick<IntersectionObserverEntry, 'target' | 'isIntersecting' | 'time'>
const row = { id: 'row' } as unknown as Element
const other = { id: 'other' } as unknown as Element
const entry = (target: Element, isIntersecting: boolean, time: number) =>
  ({ target, isIntersecting, time }) as Entry as IntersectionObserverEntry

/** A stand-in for the browser's observer: it keeps the callback, and a test delivers a batch to it. */
class QueuedObserver {
  static last: QueuedObserver | undefined
  constructor(readonly callback: IntersectionObserverCallback) {
    QueuedObserver.last = this
  }
  deliver(entries: IntersectionObserverEntry[]) {
    this.callback(entries, this as unknown as IntersectionObserver)
  }
}
const Observer = latestEntriesOnly(QueuedObserver as unknown as typeof IntersectionObserver)

describe('latestEntriesOnly', () => {
  it('hands a reader of the first entry the state its target is in now', () => {
    let seen: IntersectionObserverEntry | undefined
    new Observer(([first]) => {
      seen = first
    })
    // A row's fields observed while the row still opened, then in view a frame later.
    QueuedObserver.last?.deliver([entry(row, false, 1), entry(row, true, 2)])
    expect(seen?.isIntersecting).toBe(true)
  })

  it('keeps one entry per target, in the order of their latest', () => {
    const batch = [entry(row, false, 1), entry(other, true, 2), entry(row, true, 3)]
    expect(latestPerTarget(batch).map((e) => [e.target, e.time])).toEqual([
      [other, 2],
      [row, 3],
    ])
  })

  it('passes a batch of one entry per target through unchanged, with the observer', () => {
    let got: [IntersectionObserverEntry[], IntersectionObserver] | undefined
    new Observer((entries, observer) => {
      got = [entries, observer]
    })
    const batch = [entry(row, true, 1), entry(other, false, 1)]
    QueuedObserver.last?.deliver(batch)
    expect(got?.[0]).toEqual(batch)
    expect(got?.[1]).toBe(QueuedObserver.last)
  })
})

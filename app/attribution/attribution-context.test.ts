// The slot the attribution context holds: empty until the actor starts, then the actor, and every
// subscriber told once per change (useSyncExternalStore re-reads it then). Unsubscribed listeners
// hear nothing more.
import { describe, expect, test } from 'vitest'
import { type AttributionActor, createAttributionSlot } from './attribution-context.ts'

/** The slot only stores and hands back what it is given: a token stands in for a started actor. */
const anActor = () => ({}) as AttributionActor

describe('createAttributionSlot', () => {
  test('holds nothing until an actor is set, then that actor', () => {
    const slot = createAttributionSlot()
    expect(slot.get()).toBeUndefined()
    const actor = anActor()
    slot.set(actor)
    expect(slot.get()).toBe(actor)
  })

  test('tells each subscriber once per set, and no longer after it unsubscribed', () => {
    const slot = createAttributionSlot()
    let first = 0
    let second = 0
    const unsubscribeFirst = slot.subscribe(() => first++)
    slot.subscribe(() => second++)
    slot.set(anActor())
    unsubscribeFirst()
    slot.set(anActor())
    expect([first, second]).toEqual([1, 2])
  })

  test('each slot is its own: a set on one is not seen by another', () => {
    const one = createAttributionSlot()
    const other = createAttributionSlot()
    let heard = 0
    other.subscribe(() => heard++)
    one.set(anActor())
    expect([other.get(), heard]).toEqual([undefined, 0])
  })
})

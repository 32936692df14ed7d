import { describe, expect, test } from 'vitest'
import { createActor, createMachine, type InspectionEvent } from 'xstate'
import { connectInspector, type Inspect, isInspectorRequested } from './inspector.ts'

describe('the inspector switch', () => {
  test('is on in development by env flag or ?inspect', () => {
    expect(isInspectorRequested({ dev: true, envFlag: '1', search: '' })).toBe(true)
    expect(isInspectorRequested({ dev: true, envFlag: undefined, search: '?inspect' })).toBe(true)
    expect(isInspectorRequested({ dev: true, envFlag: undefined, search: '?utm_source=x' })).toBe(false)
  })

  test('is never on outside development', () => {
    expect(isInspectorRequested({ dev: false, envFlag: '1', search: '?inspect' })).toBe(false)
  })
})

describe('connectInspector', () => {
  test('hands an actor’s events to the inspector once it has loaded, in order, and later ones directly', async () => {
    const received: InspectionEvent[] = []
    const fakeInspector: Inspect = { next: (event) => received.push(event) }
    let ready: (inspector: { inspect: Inspect }) => void = () => {}
    const inspect = connectInspector(() => new Promise((resolve) => (ready = resolve)))

    const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { flip: 'on' } }, on: {} } })
    const actor = createActor(toggle, { inspect }).start()
    expect(received).toEqual([])

    ready({ inspect: fakeInspector })
    await Promise.resolve()
    const beforeLoad = received.length
    expect(received[0]).toMatchObject({ type: '@xstate.actor' })

    actor.send({ type: 'flip' })
    expect(received.length).toBeGreaterThan(beforeLoad)
    expect(received.at(-1)).toMatchObject({ type: '@xstate.snapshot', snapshot: { value: 'on' } })
  })
})

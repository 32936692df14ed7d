import { describe, expect, test, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ImpressionResponse } from '../api/leads/schemas.ts'
import { errorMessages } from '../errors/messages.ts'
import { type ImpressionEmitted, impressionMachine } from './impression-machine.ts'
import type { ImpressionRequestInput } from './impression-request.ts'

const answer = (id: string): ImpressionResponse => ({
  impression: { id, uniqueUserId: 'u-1', source: { channel: { id: 2, name: 'google-ads' } } },
  products: [],
})

function start(respond: (input: ImpressionRequestInput) => Promise<ImpressionResponse>) {
  const requests: ImpressionRequestInput[] = []
  const emitted: ImpressionEmitted['type'][] = []
  const machine = impressionMachine.provide({
    actors: {
      createImpression: fromPromise(({ input }: { input: ImpressionRequestInput }) => {
        requests.push(input)
        return respond(input)
      }),
    },
  })
  const actor = createActor(machine, { input: { locale: 'de-DE', noProducts: false } })
  actor.on('*', (event) => emitted.push(event.type))
  actor.start()
  return { actor, requests, emitted }
}

test('requests the impression at start-up, reusing the stored one', async () => {
  const { actor, requests, emitted } = start(async () => answer('i-1'))
  await waitFor(actor, (snapshot) => snapshot.matches('ready'))
  expect(requests).toEqual([{ locale: 'de-DE', noProducts: false, forceNew: false }])
  expect(actor.getSnapshot().context.impression?.id).toBe('i-1')
  expect(emitted).toEqual(['impressionReady'])
})

test('a locale change forces a new impression and resets what belonged to the old one', async () => {
  let next = 1
  const { actor, requests, emitted } = start(async () => answer(`i-${next++}`))
  await waitFor(actor, (snapshot) => snapshot.matches('ready'))
  actor.send({ type: 'localeChanged', locale: 'de-DE' })
  expect(requests).toHaveLength(1)
  actor.send({ type: 'localeChanged', locale: 'en-US' })
  await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.impression?.id === 'i-2')
  expect(requests[1]).toEqual({ locale: 'en-US', noProducts: false, forceNew: true })
  expect(emitted).toEqual(['impressionReady', 'newImpressionForced', 'impressionReady'])
})

describe('a failed request never breaks the page', () => {
  test('it is reported and the machine rests in failed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { actor } = start(async () => {
      throw new Error(errorMessages.noImpressionId)
    })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(log).toHaveBeenCalledWith('[report]', 'error', 'Could not get impression id from response', {
      part: 'impression',
    })
    log.mockRestore()
  })

  test('a later locale change tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const { actor } = start(async () => {
      if (fail) throw new Error('offline')
      return answer('i-9')
    })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    fail = false
    actor.send({ type: 'localeChanged', locale: 'en-US' })
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(actor.getSnapshot().context.impression?.id).toBe('i-9')
    vi.restoreAllMocks()
  })

  test('the next navigation tries again, and a ready impression is not requested twice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const { actor, requests, emitted } = start(async () => {
      if (fail) throw new Error('offline')
      return answer('i-7')
    })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    fail = false
    actor.send({ type: 'navigated' })
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(actor.getSnapshot().context.impression?.id).toBe('i-7')
    expect(requests[1]).toEqual({ locale: 'de-DE', noProducts: false, forceNew: false })
    actor.send({ type: 'navigated' })
    expect(requests).toHaveLength(2)
    expect(emitted).toEqual(['impressionReady'])
    vi.restoreAllMocks()
  })
})

import { describe, expect, test } from 'vitest'
import { createActor } from 'xstate'
import { createMemoryCookieJar } from '../../tests/support/memory-cookie-jar.ts'
import { trackingDataMachine } from './tracking-data-machine.ts'

function start(cookies: Record<string, string> = {}) {
  const jar = createMemoryCookieJar(cookies)
  const actor = createActor(trackingDataMachine, { input: { jar } }).start()
  return { jar, actor, data: () => actor.getSnapshot().context.data }
}

const stored = {
  sub_id: 'old',
  google_click_id: 'G0',
  impression_id: 'i-1',
  unique_user_id: 'u-1',
  user_input_id: 'ui-1',
  user_input_token: 'ut-1',
  email_user_id: 'e-1',
}

test('starts from the stored cookies', () => {
  expect(start({ sub_id: 'abc', gclid: 'not ours' }).data()).toEqual({ subId: 'abc' })
})

test('query values override stored ones and are written with their lifetimes', () => {
  const { jar, actor, data } = start({ google_click_id: 'G0', unique_user_id: 'u-1' })
  actor.send({ type: 'landed', query: { googleClickId: 'G1', uniqueUserId: 'u-2' } })
  expect(data()).toEqual({ googleClickId: 'G1', uniqueUserId: 'u-2' })
  expect(jar.get('google_click_id')).toBe('G1')
  expect(jar.options('google_click_id')?.maxAge).toBe(30 * 86_400)
  expect(jar.options('unique_user_id')?.maxAge).toBe(2 * 365 * 86_400)
})

test('unchanged values are not rewritten (their cookies keep their expiry)', () => {
  const { jar, actor } = start({ sub_id: 'abc', google_click_id: 'G1' })
  actor.send({ type: 'landed', query: { subId: 'abc', googleClickId: 'G1' } })
  expect(jar.options('sub_id')).toBeUndefined()
  expect(jar.options('google_click_id')).toBeUndefined()
})

describe('the subId reset rule', () => {
  test('a new subId clears all but the user id and user input', () => {
    const { jar, actor, data } = start(stored)
    actor.send({ type: 'landed', query: { subId: 'abc', facebookClickId: 'F1' } })
    expect(data()).toEqual({
      subId: 'abc',
      facebookClickId: 'F1',
      uniqueUserId: 'u-1',
      userInputId: 'ui-1',
      userInputToken: 'ut-1',
    })
    expect(jar.names().sort()).toEqual(
      ['facebook_click_id', 'sub_id', 'unique_user_id', 'user_input_id', 'user_input_token'].sort(),
    )
  })

  test.each([
    ['the same subId', { subId: 'old' }],
    ["subId 'z'", { subId: 'z' }],
    ['no subId', { googleClickId: 'G1' }],
  ])('%s clears nothing', (_name, query) => {
    const { actor, data } = start(stored)
    actor.send({ type: 'landed', query })
    expect(data()).toMatchObject({ impressionId: 'i-1', emailUserId: 'e-1', uniqueUserId: 'u-1' })
  })

  test('a first subId on a visit without one also starts a new campaign', () => {
    const { actor, data } = start({ google_click_id: 'G0', unique_user_id: 'u-1' })
    actor.send({ type: 'landed', query: { subId: 'abc' } })
    expect(data()).toEqual({ subId: 'abc', uniqueUserId: 'u-1' })
  })
})

test('update stores values from the leads API; forget removes fields and their cookies', () => {
  const { jar, actor, data } = start({ sub_id: 'abc' })
  actor.send({ type: 'update', values: { impressionId: 'i-2', uniqueUserId: 'u-9' } })
  expect(jar.get('impression_id')).toBe('i-2')
  actor.send({ type: 'forget', fields: ['impressionId'] })
  expect(data()).toEqual({ subId: 'abc', uniqueUserId: 'u-9' })
  expect(jar.get('impression_id')).toBeUndefined()
})

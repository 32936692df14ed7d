import { expect, test } from 'vitest'
import { leadsApi } from './client.ts'

const body = {
  device: { timezoneOffset: 0, resolution: '1x1', language: 'de' },
  trackingData: {},
  locale: 'de-DE',
}
const answering = (json: unknown) => {
  const calls: RequestInit[] = []
  const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
    calls.push(init ?? {})
    return new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } })
  }
  return { calls, fetch: fetch as typeof globalThis.fetch }
}

test('posts the impression without credentials and reads id and unique user id', async () => {
  const { calls, fetch } = answering({
    impression: { id: 'i-1', uniqueUserId: 'u-1', source: { channel: { id: 1, name: 'direct' } } },
    products: [],
  })
  const answer = await leadsApi.impression(body, { fetch })
  expect(answer.impression).toMatchObject({ id: 'i-1', uniqueUserId: 'u-1' })
  expect(calls[0]).toMatchObject({ method: 'POST', credentials: 'omit', body: JSON.stringify(body) })
})

test.each([{}, { impression: {} }, { impression: { id: 7 } }, null])(
  'an answer without an impression id (%o) fails with the spec’s message',
  async (json) => {
    await expect(leadsApi.impression(body, answering(json))).rejects.toThrow(
      'Could not get impression id from response',
    )
  },
)

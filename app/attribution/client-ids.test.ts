import { expect, test } from 'vitest'
import { createMemoryCookieJar } from '../../tests/support/memory-cookie-jar.ts'
import { sendClientIds, waitForCookie } from './client-ids.ts'

test('polls every 100 ms, 20 times at most', async () => {
  const jar = createMemoryCookieJar()
  const sleeps: number[] = []
  expect(await waitForCookie(jar, '_fbp', async (ms) => void sleeps.push(ms))).toBeUndefined()
  expect(sleeps).toEqual(Array(19).fill(100))
})

test('stops as soon as the cookie appears', async () => {
  const jar = createMemoryCookieJar()
  let slept = 0
  const value = await waitForCookie(jar, '_ga', async () => {
    if (++slept === 3) jar.set('_ga', 'GA1.1.42', { maxAge: 60 })
  })
  expect(value).toBe('GA1.1.42')
  expect(slept).toBe(3)
})

test('sends the ids that appear, with their click ids, and nothing for the others', async () => {
  const jar = createMemoryCookieJar({ _fbp: 'fb.1.1', _fbc: 'fb.1.1.click', _ttp: 'tt-1' })
  const sent: unknown[] = []
  await sendClientIds(
    jar,
    { impressionId: 'i-1', locale: 'de-DE' },
    async (body) => sent.push(body),
    async () => {},
  )
  expect(sent).toEqual([
    { clientType: 'facebook', impressionId: 'i-1', locale: 'de-DE', clientId: 'fb.1.1', clickId: 'fb.1.1.click' },
    { clientType: 'tiktok', impressionId: 'i-1', locale: 'de-DE', clientId: 'tt-1' },
  ])
})

test('a click id set after the client id is waited for too', async () => {
  const jar = createMemoryCookieJar({ _fbp: 'fb.1.1' })
  const sent: unknown[] = []
  let slept = 0
  await sendClientIds(
    jar,
    { impressionId: 'i-1', locale: 'de-DE' },
    async (body) => sent.push(body),
    async () => {
      // The pixel writes the TikTok ids and Meta's click id a few polls after Meta's browser id.
      if (++slept === 5) {
        jar.set('_fbc', 'fb.1.1.click', { maxAge: 60 })
        jar.set('_ttp', 'tt-1', { maxAge: 60 })
        jar.set('tiktok_click_id', 'tt-click', { maxAge: 60 })
      }
    },
  )
  expect(sent).toEqual([
    { clientType: 'facebook', impressionId: 'i-1', locale: 'de-DE', clientId: 'fb.1.1', clickId: 'fb.1.1.click' },
    { clientType: 'tiktok', impressionId: 'i-1', locale: 'de-DE', clientId: 'tt-1', clickId: 'tt-click' },
  ])
})

// The attribution machine driven through events in every order they arrive in a browser: consent
// before and after the impression, a locale change, a withdrawal, a failing network. The network,
// the DOM and the locale cookie are fakes; the cookie jar is a real deferred jar over memory.
import { describe, expect, test } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { createMemoryCookieJar } from '../../tests/support/memory-cookie-jar.ts'
import { type ConsentChoices, everything, necessaryOnly } from '../consent/consent-record.ts'
import type { ImpressionResponse } from '../contracts/leads/schemas.ts'
import { trackingDataFromQuery } from '../contracts/tracking-fields.ts'
import type { LocaleChange } from '../i18n/locale-change.ts'
import { createDeferredCookieJar } from '../lib/deferred-cookie-jar.ts'
import {
  attributionMachine,
  type ClientIdsInput,
  type ImpressionRequestParts,
  type ProductViewsInput,
} from './attribution-machine.ts'
import { viewedProductsCookie } from './viewed-products.ts'

const marketingOnly: ConsentChoices = { ...necessaryOnly, marketing: true }
const googleAds = { id: 2, name: 'google-ads' }

/** A network whose answers the test releases one by one. */
function fakeNetwork() {
  const requests: ImpressionRequestParts[] = []
  const pending: Array<{ resolve: (answer: ImpressionResponse) => void; reject: (error: Error) => void }> = []
  return {
    requests,
    answer(id: string) {
      pending
        .shift()
        ?.resolve({ impression: { id, uniqueUserId: `u-${id}`, source: { channel: googleAds } }, products: [] })
    },
    fail(error = new Error('offline')) {
      pending.shift()?.reject(error)
    },
    createImpression: fromPromise(({ input }: { input: ImpressionRequestParts }) => {
      requests.push(input)
      return new Promise<ImpressionResponse>((resolve, reject) => pending.push({ resolve, reject }))
    }),
  }
}

function start(url: string, stored: Record<string, string> = {}) {
  const cookies = createMemoryCookieJar(stored)
  const jar = createDeferredCookieJar(cookies)
  const network = fakeNetwork()
  const reported: unknown[] = []
  const localeCookie: Array<{ locale: string; allowed: boolean }> = []
  const announced: LocaleChange[] = []
  const observed: string[] = []
  const clientIdsFor: string[] = []
  const machine = attributionMachine.provide({
    actors: {
      createImpression: network.createImpression,
      observeProductViews: fromCallback(({ input }: { input: ProductViewsInput }) => {
        observed.push(input.impressionId)
      }),
      sendClientIds: fromPromise(async ({ input }: { input: ClientIdsInput }) => {
        clientIdsFor.push(input.impressionId)
      }),
    },
    actions: {
      reportImpressionFailure: (_, { error }) => reported.push(error),
      rememberLocale: (_, params) => localeCookie.push(params),
      announceLocaleChange: (_, change) => announced.push(change),
    },
  })
  const actor = createActor(machine, {
    input: {
      jar,
      locale: 'de-DE',
      noProducts: false,
      landing: trackingDataFromQuery(new URL(url).searchParams),
      granted: necessaryOnly,
    },
  })
  actor.start()
  const ready = (id: string) =>
    waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.impression?.id === id)
  return { actor, cookies, jar, network, reported, localeCookie, announced, observed, clientIdsFor, ready }
}

describe('the landing is processed first-party, whatever the consent', () => {
  test('the impression carries the click id and subId while nothing is stored (no answer yet)', async () => {
    const visit = start('https://site.test/?gclid=G1&subid=abc')
    expect(visit.network.requests).toEqual([
      {
        request: { locale: 'de-DE', noProducts: false, forceNew: false },
        trackingData: { googleClickId: 'G1', subId: 'abc' },
      },
    ])
    visit.network.answer('i-1')
    await visit.ready('i-1')
    expect(visit.cookies.names()).toEqual([])
    expect(visit.jar.get('impression_id')).toBe('i-1')
  })

  test('necessary only: still nothing stored, and no client ids collected', async () => {
    const visit = start('https://site.test/?gclid=G1&subid=abc')
    visit.actor.send({ type: 'CONSENT', granted: necessaryOnly })
    visit.network.answer('i-1')
    await visit.ready('i-1')
    visit.actor.send({ type: 'CONSENT', granted: { ...everything, marketing: false } })
    expect(visit.cookies.names()).toEqual([])
    expect(visit.clientIdsFor).toEqual([])
    expect(visit.observed).toEqual(['i-1'])
  })
})

describe('consent arriving later loses nothing of the landing', () => {
  test('impression first, then marketing consent: everything is stored', async () => {
    const visit = start('https://site.test/?gclid=G1&subid=abc')
    visit.network.answer('i-1')
    await visit.ready('i-1')
    expect(visit.clientIdsFor).toEqual([])
    visit.actor.send({ type: 'CONSENT', granted: marketingOnly })
    expect(Object.fromEntries(visit.cookies.names().map((name) => [name, visit.cookies.get(name)]))).toEqual({
      google_click_id: 'G1',
      sub_id: 'abc',
      impression_id: 'i-1',
      unique_user_id: 'u-i-1',
    })
    expect(visit.clientIdsFor).toEqual(['i-1'])
  })

  test('consent first, then the impression: the landing is stored at once, the impression when it comes', async () => {
    const visit = start('https://site.test/?gclid=G1&subid=abc')
    visit.actor.send({ type: 'CONSENT', granted: everything })
    expect(visit.cookies.get('google_click_id')).toBe('G1')
    expect(visit.cookies.get('impression_id')).toBeUndefined()
    visit.network.answer('i-1')
    await visit.ready('i-1')
    expect(visit.cookies.get('impression_id')).toBe('i-1')
    expect(visit.clientIdsFor).toEqual(['i-1'])
  })

  test('a withdrawal holds what comes next in memory again', async () => {
    const visit = start('https://site.test/?subid=abc')
    visit.actor.send({ type: 'CONSENT', granted: everything })
    visit.actor.send({ type: 'CONSENT', granted: necessaryOnly })
    visit.actor.send({ type: 'LANDED', query: { subId: 'def' } })
    expect(visit.cookies.get('sub_id')).toBe('abc')
    expect(visit.jar.get('sub_id')).toBe('def')
  })
})

describe('the impression', () => {
  test('a stored impression is reused, with the stored values under the landing ones', async () => {
    const visit = start('https://site.test/?gclid=G2', { impression_id: 'i-0', sub_id: 'abc' })
    expect(visit.network.requests[0]?.trackingData).toEqual({ googleClickId: 'G2', subId: 'abc', impressionId: 'i-0' })
  })

  test('a locale change forces a new impression, forgets the viewed products and is announced', async () => {
    const visit = start('https://site.test/?subid=abc', { viewed_products: '{}' })
    visit.actor.send({ type: 'CONSENT', granted: everything })
    visit.network.answer('i-1')
    await visit.ready('i-1')
    visit.actor.send({ type: 'LOCALE_CHANGED', locale: 'de-DE' })
    expect(visit.network.requests).toHaveLength(1)
    visit.actor.send({ type: 'LOCALE_CHANGED', locale: 'en-US' })
    expect(visit.cookies.get(viewedProductsCookie)).toBeUndefined()
    expect(visit.cookies.get('impression_id')).toBeUndefined()
    expect(visit.network.requests[1]?.request).toEqual({ locale: 'en-US', noProducts: false, forceNew: true })
    expect(visit.network.requests[1]?.trackingData.subId).toBe('abc')
    expect(visit.announced).toEqual([{ locale: 'en-US', previousLocale: 'de-DE' }])
    expect(visit.localeCookie.at(-1)).toEqual({ locale: 'en-US', allowed: true })
    visit.network.answer('i-2')
    await visit.ready('i-2')
    expect(visit.observed).toEqual(['i-1', 'i-2'])
    expect(visit.cookies.get('impression_id')).toBe('i-2')
  })

  test('a locale change while the first impression is on its way asks for the new locale only', async () => {
    const visit = start('https://site.test/')
    visit.actor.send({ type: 'LOCALE_CHANGED', locale: 'en-US' })
    visit.network.answer('i-stale')
    visit.network.answer('i-2')
    await visit.ready('i-2')
    // The stale answer was never the visit's impression.
    expect(visit.observed).toEqual(['i-2'])
  })

  test('a failure is reported, and the next navigation tries again', async () => {
    const visit = start('https://site.test/?subid=abc')
    visit.network.fail()
    await waitFor(visit.actor, (snapshot) => snapshot.matches('failed'))
    expect(visit.reported).toEqual([new Error('offline')])
    visit.actor.send({ type: 'NAVIGATED' })
    visit.network.answer('i-7')
    await visit.ready('i-7')
    visit.actor.send({ type: 'NAVIGATED' })
    expect(visit.network.requests).toHaveLength(2)
  })

  test('the locale cookie follows the preferences category', () => {
    const visit = start('https://site.test/')
    visit.actor.send({ type: 'CONSENT', granted: { ...necessaryOnly, preferences: true } })
    visit.actor.send({ type: 'CONSENT', granted: necessaryOnly })
    // The first follows the consent attribution starts with.
    expect(visit.localeCookie).toEqual([
      { locale: 'de-DE', allowed: false },
      { locale: 'de-DE', allowed: true },
      { locale: 'de-DE', allowed: false },
    ])
  })
})

// The visit driven through events in every order a browser delivers them: consent before and after
// the visit's impression, a grant, a withdrawal, a failed save, a failing script, a locale change,
// a consent service. The children are the real machines: the integrations' rules decide (their
// scripts replaced by a log), and attribution asks a fake leads API the test answers.
import { describe, expect, test } from 'vitest'
import { createActor, fromCallback, fromPromise, type InspectionEvent, waitFor } from 'xstate'
import { appConfig, financeSiteId, germanCasinoSiteId, type Website } from '../../app.config.ts'
import { exampleConsentRecord, unansweredVisitor } from '../../tests/support/consent-fixtures.ts'
import { createMemoryCookieJar } from '../../tests/support/memory-cookie-jar.ts'
import { attributionMachine, type ImpressionRequestParts } from '../attribution/attribution-machine.ts'
import { channelIds } from '../attribution/channels.ts'
import { type StoredChoice, storedChoiceOf } from '../consent/consent-class.ts'
import { type ConsentInput, consentMachine } from '../consent/consent-machine.ts'
import { type ConsentChoices, everything } from '../consent/consent-record.ts'
import type { ImpressionResponse } from '../contracts/leads/schemas.ts'
import { trackingDataFromQuery } from '../contracts/tracking-fields.ts'
import { inNetworkWords } from '../integrations/conversions.ts'
import type { IntegrationContext, TrackingIntegration } from '../integrations/integration.ts'
import { integrationActor } from '../integrations/integration-machine.ts'
import { trackingIntegrations } from '../integrations/registry.ts'
import { createDeferredCookieJar } from '../lib/deferred-cookie-jar.ts'
import { impressionWaitMs, type VisitSystem, visitActor, visitMachine } from './visit-machine.ts'

const site = (id: number) => appConfig.websites.find((website) => website.id === id) as Website
const finance = site(financeSiteId)
const casino = site(germanCasinoSiteId)

const now = Date.parse('2026-11-21T12:00:00.000Z')
const storedAll: StoredChoice = { ...storedChoiceOf(exampleConsentRecord), ...everything, policyRevision: 1 }

type Call = string

/** The real integrations, their rules intact, with the scripts replaced by entries in a log. */
function scripted(log: Call[], failing: string[] = []): TrackingIntegration[] {
  return trackingIntegrations.map((integration) => ({
    ...integration,
    initialise: async (visit: IntegrationContext) => {
      log.push(`init ${integration.id} ${visit.impressionId ?? '-'} ${visit.channelId ?? '-'}`)
      if (failing.includes(integration.id)) throw new Error(`Could not load ${integration.id}`)
    },
    disable: () => log.push(`disable ${integration.id}`),
    ...(integration.updateConsent && { updateConsent: () => log.push(`update ${integration.id}`) }),
    ...(integration.conversions && {
      conversions: {
        network: integration.conversions.network,
        // What the network would hear, in its own words (lazy-integration.ts downloads the same translation).
        send: (conversion, contact, visit) => {
          const network = integration.conversions?.network
          const words = network && inNetworkWords(network, conversion, contact, visit)
          if (words) log.push(`${network} ${words.name} ${JSON.stringify(words.details)}`)
        },
      },
    }),
  }))
}

/** A leads API whose impression answers the test releases one by one. */
function fakeLeadsApi() {
  const requests: ImpressionRequestParts[] = []
  const pending: Array<{ resolve: (answer: ImpressionResponse) => void; reject: (error: Error) => void }> = []
  return {
    requests,
    answer(id: string, channelId: number = channelIds.googleAds) {
      const channel = { id: channelId, name: `channel-${channelId}` }
      pending.shift()?.resolve({ impression: { id, uniqueUserId: `u-${id}`, source: { channel } }, products: [] })
    },
    fail() {
      pending.shift()?.reject(new Error('offline'))
    },
    createImpression: fromPromise(({ input }: { input: ImpressionRequestParts }) => {
      requests.push(input)
      return new Promise<ImpressionResponse>((resolve, reject) => pending.push({ resolve, reject }))
    }),
  }
}

function start(
  website: Website,
  consent: Partial<ConsentInput> = {},
  options: {
    failing?: string[]
    ownModal?: boolean
    asks?: boolean
    saveFails?: boolean
    impressionWaitMs?: number
    integrations?: TrackingIntegration[]
    inspect?: (event: InspectionEvent) => void
  } = {},
) {
  const log: Call[] = []
  const effects = {
    cleared: [] as string[][],
    failures: [] as string[],
    reloads: [] as Array<{ guarded: boolean }>,
    banners: 0,
  }
  const emitted: Array<{ granted: ConsentChoices }> = []
  const leads = fakeLeadsApi()
  const cookies = createMemoryCookieJar({})
  const machine = visitMachine.provide({
    actors: {
      consent: consentMachine.provide({
        actors: {
          saveConsent: fromPromise(async () => {
            if (options.saveFails) throw new Error('cookie rejected')
          }),
        },
      }),
      attribution: attributionMachine.provide({
        actors: {
          createImpression: leads.createImpression,
          observeProductViews: fromCallback(() => {}),
          sendClientIds: fromPromise(async () => {}),
        },
      }),
    },
    actions: {
      clearWithdrawnCookies: (_, { withdrawn }) => effects.cleared.push(withdrawn),
      reportIntegrationFailure: (_, { id }) => effects.failures.push(id),
      openServiceBanner: () => effects.banners++,
      reload: (_, reload) => effects.reloads.push(reload),
    },
    delays: { impressionWaitMs: options.impressionWaitMs ?? impressionWaitMs },
  })
  const actor = createActor(machine, {
    ...(options.inspect && { inspect: options.inspect }),
    input: {
      consent: { ...unansweredVisitor(now), ...consent },
      ownModal: options.ownModal ?? true,
      asks: options.asks ?? true,
      integrations: options.integrations ?? scripted(log, options.failing),
      visit: { website, locale: 'de-DE' },
    },
  })
  actor.on('consentChanged', (event) => emitted.push(event))
  actor.start()
  /** One of the visit's actors, found through the system as the components find it. */
  const child = <Id extends keyof VisitSystem>(id: Id) => visitActor(actor.system, id)
  const integrationActors = () =>
    trackingIntegrations.flatMap((integration) => integrationActor(actor.system, integration.id) ?? [])
  const status = () => integrationActors().map((integration) => integration.getSnapshot().value)
  // The integrations change on their own as scripts load: they are the ones to wait on.
  const settled = () =>
    Promise.all(
      integrationActors().map((integration) =>
        waitFor(integration, (snapshot) => !snapshot.matches('loading'), { timeout: 1000 }),
      ),
    )
  /** Hydrated: attribution starts, and asks the leads API for the visit's impression. */
  const attribute = (url = 'https://site.test/?gclid=G1&subid=abc') =>
    actor.send({
      type: 'START_ATTRIBUTION',
      attribution: {
        jar: createDeferredCookieJar(cookies),
        locale: 'de-DE',
        noProducts: false,
        landing: trackingDataFromQuery(new URL(url).searchParams),
      },
    })
  /** The leads API answers; the visit knows the impression. */
  const answer = async (id: string, channelId?: number) => {
    leads.answer(id, channelId)
    await waitFor(actor, ({ context: { impression } }) => impression.status === 'ready' && impression.id === id)
  }
  return { actor, log, effects, emitted, child, status, settled, leads, cookies, attribute, answer }
}

const inits = (log: Call[]) => log.filter((line) => line.startsWith('init')).sort()

describe('the pixels follow SPEC section 6 whichever comes first, consent or impression', () => {
  test('consent first (stored): nothing marketing starts until the impression brings id and channel', async () => {
    const page = start(finance, { stored: storedAll })
    await page.settled()
    expect(inits(page.log)).toEqual([])
    page.attribute()
    await page.answer('i-1', channelIds.googleAds)
    await page.settled()
    // A Google Ads visit: Google Analytics and Meta start with it; no TikTok (channel 2), no Bing (channel 5 only).
    expect(inits(page.log)).toEqual(['init googleAnalytics i-1 2', 'init metaPixel i-1 2'])
  })

  test('impression first, then accept all in the modal: the pixels start with that impression', async () => {
    const page = start(finance)
    expect(page.child('modal')?.getSnapshot().matches('open')).toBe(true)
    page.attribute()
    await page.answer('i-1', channelIds.microsoftAds)
    await page.settled()
    expect(page.log).toEqual([])
    page.child('consent')?.send({ type: 'ACCEPT_ALL' })
    await page.settled()
    expect(inits(page.log)).toEqual([
      'init bing i-1 5',
      'init googleAnalytics i-1 5',
      'init metaPixel i-1 5',
      'init tiktok i-1 5',
    ])
    expect(page.emitted.map((event) => event.granted.marketing)).toEqual([false, true])
  })

  test('the casino site (IGaming) runs analytics, never an ad pixel; Google Analytics waits for marketing', async () => {
    const page = start(casino, { stored: { ...storedAll, marketing: false } })
    page.attribute()
    await page.answer('i-1', channelIds.meta)
    await page.settled()
    expect(inits(page.log)).toEqual(['init clarity - -'])
    page.child('consent')?.send({ type: 'ACCEPT_ALL' })
    await page.settled()
    expect(inits(page.log)).toEqual(['init clarity - -', 'init googleAnalytics i-1 3'])
  })

  test('necessary only starts nothing at all', async () => {
    const page = start(finance)
    page.child('consent')?.send({ type: 'SAVE' })
    page.attribute()
    await page.answer('i-1', channelIds.tiktok)
    await page.settled()
    expect(page.log).toEqual([])
  })
})

describe('withdrawal and failures', () => {
  test('withdrawing marketing disables every integration, clears its cookies and reloads', async () => {
    const page = start(finance, { stored: storedAll })
    page.attribute()
    await page.answer('i-1', channelIds.tiktok)
    await page.settled()
    page.child('consent')?.send({ type: 'TOGGLE', category: 'marketing', value: false })
    page.child('consent')?.send({ type: 'SAVE' })
    await waitFor(page.actor, () => page.effects.reloads.length === 1)
    // The reload the guard counts.
    expect(page.effects.reloads).toEqual([{ guarded: true }])
    expect(page.effects.cleared).toEqual([['marketing']])
    expect(page.status()).toEqual(trackingIntegrations.map(() => 'disabled'))
    expect(page.log.filter((line) => line.startsWith('disable')).sort()).toEqual(
      trackingIntegrations.map((integration) => `disable ${integration.id}`).sort(),
    )
  })

  test('a script that fails to load is reported', async () => {
    const page = start(casino, { stored: storedAll }, { failing: ['clarity'] })
    await waitFor(page.actor, () => page.effects.failures.length === 1)
    expect(page.effects.failures).toEqual(['clarity'])
  })
})

describe('a grant takes effect in place; a withdrawal or a failed save reloads once the impression is settled', () => {
  const consentOf = (page: ReturnType<typeof start>) => {
    const consent = page.child('consent')
    if (!consent) throw new Error('no consent child')
    return consent
  }
  const answered = (page: ReturnType<typeof start>) =>
    waitFor(consentOf(page), (snapshot) => !snapshot.matches('saving'), { timeout: 1000 })
  const reloaded = (page: ReturnType<typeof start>) =>
    waitFor(page.actor, () => page.effects.reloads.length > 0, { timeout: 1000 })
  const withdrawMarketing = async (page: ReturnType<typeof start>) => {
    consentOf(page).send({ type: 'TOGGLE', category: 'marketing', value: false })
    consentOf(page).send({ type: 'SAVE' })
    await answered(page)
  }

  test('impression first, then accept all: no reload; the pixels start with it and the landing is stored', async () => {
    const page = start(finance)
    page.attribute()
    await page.answer('i-1', channelIds.googleAds)
    await page.settled()
    expect(page.cookies.names()).toEqual([])
    consentOf(page).send({ type: 'ACCEPT_ALL' })
    await answered(page)
    await page.settled()
    expect(page.effects.reloads).toEqual([])
    expect(inits(page.log)).toEqual(['init googleAnalytics i-1 2', 'init metaPixel i-1 2'])
    // Stored once marketing allows it, with the one impression: no second one is asked for.
    expect(page.cookies.get('impression_id')).toBe('i-1')
    expect(page.cookies.get('google_click_id')).toBe('G1')
    expect(page.leads.requests).toHaveLength(1)
  })

  test('accept all first, then the impression: the pixels wait for it, then start with it', async () => {
    const page = start(finance)
    consentOf(page).send({ type: 'ACCEPT_ALL' })
    await answered(page)
    await page.settled()
    expect(inits(page.log)).toEqual([])
    // Attribution starts after hydration, with the consent in force by then.
    page.attribute()
    await page.answer('i-2', channelIds.googleAds)
    await page.settled()
    expect(inits(page.log)).toEqual(['init googleAnalytics i-2 2', 'init metaPixel i-2 2'])
    expect(page.cookies.get('impression_id')).toBe('i-2')
    expect(page.effects.reloads).toEqual([])
  })

  test('impression first: a withdrawal reloads at once', async () => {
    const page = start(finance, { stored: storedAll })
    page.attribute()
    await page.answer('i-1')
    await page.settled()
    await withdrawMarketing(page)
    await reloaded(page)
    expect(page.effects.reloads).toEqual([{ guarded: true }])
  })

  test('withdrawal first: the reload waits for the impression on its way, so what may be stored is', async () => {
    const page = start(finance, { stored: storedAll })
    page.attribute()
    consentOf(page).send({ type: 'TOGGLE', category: 'statistics', value: false })
    consentOf(page).send({ type: 'SAVE' })
    await answered(page)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(page.effects.reloads).toEqual([])
    await page.answer('i-2')
    await reloaded(page)
    expect(page.effects.reloads).toEqual([{ guarded: true }])
    // Marketing is still granted: the reloaded page finds the impression and asks for no other.
    expect(page.cookies.get('impression_id')).toBe('i-2')
  })

  test('a withdrawal of marketing while the impression is on its way stores nothing of it', async () => {
    const page = start(finance, { stored: storedAll })
    page.attribute()
    await withdrawMarketing(page)
    await page.answer('i-3')
    await reloaded(page)
    expect(page.cookies.get('impression_id')).toBeUndefined()
  })

  test('withdrawal first, then the impression request fails: the reload goes at once', async () => {
    const page = start(finance, { stored: storedAll })
    page.attribute()
    await withdrawMarketing(page)
    expect(page.effects.reloads).toEqual([])
    page.leads.fail()
    await reloaded(page)
    expect(page.effects.reloads).toEqual([{ guarded: true }])
  })

  test('an impression that never comes is waited for a moment only, and the reload goes once', async () => {
    const page = start(finance, { stored: storedAll }, { impressionWaitMs: 30 })
    page.attribute()
    await withdrawMarketing(page)
    expect(page.effects.reloads).toEqual([])
    await reloaded(page)
    await page.answer('i-late')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(page.effects.reloads).toEqual([{ guarded: true }])
  })

  test("a failed save reloads; during a locale change it waits for the new locale's impression", async () => {
    const page = start(casino, {}, { saveFails: true })
    page.attribute()
    await page.answer('i-de')
    await page.settled()
    page.actor.send({ type: 'LOCALE_CHANGED', locale: 'en-US' })
    consentOf(page).send({ type: 'ACCEPT_ALL' })
    await answered(page)
    expect(page.effects.reloads).toEqual([])
    expect(page.leads.requests.at(-1)?.request).toMatchObject({ locale: 'en-US', forceNew: true })
    await page.answer('i-en')
    await reloaded(page)
    expect(page.effects.reloads).toEqual([{ guarded: true }])
    expect(page.log).toEqual([])
  })
})

describe('conversions', () => {
  const contact = { email: 'Max.Muster+x@Example.de', phone: '0151 23456789' }

  test('go to each running integration, with the contact normalised under marketing consent', async () => {
    const page = start(finance, { stored: storedAll })
    page.attribute()
    await page.answer('i-1', channelIds.tiktok)
    await page.settled()
    page.actor.send({ type: 'CONVERSION', conversion: 'applicationSubmitted', contact })
    const userData = { email: 'maxmuster@example.de', phone: '+4915123456789' }
    const details = JSON.stringify({ impressionId: 'i-1', userData })
    expect(page.log.filter((line) => !/^(init|update)/.test(line)).sort()).toEqual([
      `google generate_lead ${details}`,
      `meta SubmitApplication ${details}`,
      `tiktok CompletePayment ${details}`,
    ])
  })

  test('statistics only: no network hears of it, Google included', async () => {
    const statisticsOnly: StoredChoice = { ...storedAll, marketing: false, preferences: false }
    const page = start(finance, { stored: statisticsOnly })
    page.attribute()
    await page.answer('i-1', channelIds.microsoftAds)
    await page.settled()
    page.actor.send({ type: 'CONVERSION', conversion: 'outboundClick', contact })
    expect(page.log.filter((line) => !/^(init|update)/.test(line))).toEqual([])
  })
})

describe('the consent service and the browser signal', () => {
  test('a service answer is saved once; a repeated one is not saved again', async () => {
    const page = start(finance, {}, { ownModal: false })
    expect(page.child('modal')?.getSnapshot().matches('open')).toBe(false)
    const answer: ConsentChoices = { preferences: true, statistics: true, marketing: false }
    page.actor.send({ type: 'SERVICE_ANSWERED', choices: answer })
    await waitFor(page.actor, () => page.emitted.length === 2)
    page.actor.send({ type: 'SERVICE_ANSWERED', choices: answer })
    await page.settled()
    expect(page.emitted.map((event) => event.granted)).toEqual([
      { preferences: false, statistics: false, marketing: false },
      answer,
    ])
    page.actor.send({ type: 'OPEN_SETTINGS' })
    expect(page.effects.banners).toBe(1)
  })

  test("an editor's draft preview opens no dialog by itself and no banner, only the modal when asked for", () => {
    const page = start(casino, {}, { asks: false })
    expect(page.child('consent')?.getSnapshot().matches('asking')).toBe(true)
    expect(page.child('modal')?.getSnapshot().matches('open')).toBe(false)
    page.actor.send({ type: 'OPEN_SETTINGS' })
    expect(page.child('modal')?.getSnapshot().matches('open')).toBe(true)
    expect(page.effects.banners).toBe(0)
  })

  test('Global Privacy Control in the browser turns the marketing toggle off', () => {
    const page = start(finance)
    page.actor.send({ type: 'PRIVACY_SIGNAL' })
    page.child('consent')?.send({ type: 'ACCEPT_ALL' })
    expect(page.child('consent')?.getSnapshot().context.toggles.marketing).toBe(true)
    const fresh = start(finance)
    fresh.actor.send({ type: 'PRIVACY_SIGNAL' })
    expect(fresh.child('consent')?.getSnapshot().context.toggles.marketing).toBe(false)
  })

  test('the footer opens the own modal', () => {
    const page = start(finance, { stored: storedAll })
    expect(page.child('modal')?.getSnapshot().matches('open')).toBe(false)
    page.actor.send({ type: 'OPEN_SETTINGS' })
    expect(page.child('modal')?.getSnapshot().matches('open')).toBe(true)
  })
})

describe("each integration is an actor of the visit's system, found by its system id", () => {
  const stateOf = (page: ReturnType<typeof start>, id: TrackingIntegration['id']) =>
    integrationActor(page.actor.system, id)?.getSnapshot().value

  test('a returning visitor who accepted everything yesterday: no dialog, tracking starts on arrival', async () => {
    const yesterday = now - 24 * 60 * 60 * 1000
    const page = start(casino, { stored: storedAll, consentId: exampleConsentRecord.id, lastReloadAt: yesterday })
    expect(page.child('modal')?.getSnapshot().matches('open')).toBe(false)
    expect(page.child('consent')?.getSnapshot().context.granted).toEqual(everything)
    // Statistics at once; what is marketing (Google Analytics) waits for the impression's id and channel.
    expect(stateOf(page, 'clarity')).toBe('loading')
    expect(stateOf(page, 'googleAnalytics')).toBe('notInitialised')
    page.attribute()
    await page.answer('i-1', channelIds.meta)
    await page.settled()
    expect(stateOf(page, 'clarity')).toBe('initialised')
    expect(stateOf(page, 'googleAnalytics')).toBe('initialised')
    // The casino site runs no ad pixel: its actor is there, and never starts.
    expect(stateOf(page, 'metaPixel')).toBe('notInitialised')
    expect(inits(page.log)).toEqual(['init clarity - -', 'init googleAnalytics i-1 3'])
  })

  test('accept all, then necessary only: what ran is disabled, what never ran stays off too', async () => {
    const page = start(finance)
    page.attribute()
    await page.answer('i-1', channelIds.tiktok)
    page.child('consent')?.send({ type: 'ACCEPT_ALL' })
    await page.settled()
    expect(stateOf(page, 'tiktok')).toBe('initialised')
    for (const category of ['preferences', 'statistics', 'marketing'] as const)
      page.child('consent')?.send({ type: 'TOGGLE', category, value: false })
    page.child('consent')?.send({ type: 'SAVE' })
    await waitFor(page.actor, () => page.effects.reloads.length === 1, { timeout: 1000 })
    expect(page.status()).toEqual(trackingIntegrations.map(() => 'disabled'))
    expect(page.effects.cleared).toEqual([['preferences', 'statistics', 'marketing']])
  })

  test("the inspector is shown every integration's actor, as it is the visit's and the others", () => {
    const inspected = new Set<unknown>()
    const page = start(finance, { stored: storedAll }, { inspect: (event) => inspected.add(event.actorRef) })
    const actors = [
      page.actor,
      page.child('consent'),
      page.child('modal'),
      page.child('integrations'),
      ...trackingIntegrations.map((integration) => integrationActor(page.actor.system, integration.id)),
    ]
    expect(actors.every((actor) => actor !== undefined && inspected.has(actor))).toBe(true)
  })

  test('a page without integrations (a draft preview) has no integration actor', () => {
    const page = start(casino, { stored: storedAll }, { integrations: [] })
    expect(page.child('integrations')).toBeDefined()
    expect(page.status()).toEqual([])
  })
})

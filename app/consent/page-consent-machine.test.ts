// The page's consent machine driven through events in every order a browser delivers them: consent
// before and after the visit's impression, a withdrawal, a failing script, a consent service. The
// integrations are the real ones (their rules decide) with their scripts replaced by a log.
import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { appConfig, financeSiteId, germanCasinoSiteId, type Website } from '../../app.config.ts'
import { exampleConsentRecord, unansweredVisitor } from '../../tests/support/consent-fixtures.ts'
import { channelIds } from '../attribution/channels.ts'
import type { IntegrationContext, TrackingIntegration } from '../integrations/integration.ts'
import { trackingIntegrations } from '../integrations/registry.ts'
import type { ConsentInput } from './consent-machine.ts'
import { type ConsentChoices, type ConsentRecord, everything } from './consent-record.ts'
import {
  consentChoiceMachine,
  impressionWaitMs,
  type PageConsentEmitted,
  pageConsentMachine,
} from './page-consent-machine.ts'

const site = (id: number) => appConfig.websites.find((website) => website.id === id) as Website
const finance = site(financeSiteId)
const casino = site(germanCasinoSiteId)

const now = Date.parse('2026-11-21T12:00:00.000Z')
const storedAll: ConsentRecord = { ...exampleConsentRecord, ...everything, policyRevision: 1 }

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
        send: (name, details) => log.push(`${integration.conversions?.network} ${name} ${JSON.stringify(details)}`),
      },
    }),
  }))
}

type Reload = { impressionId: string | undefined; guarded: boolean }

function start(
  website: Website,
  consent: Partial<ConsentInput> = {},
  options: { failing?: string[]; ownModal?: boolean; grantNeedsReload?: boolean; impressionWaitMs?: number } = {},
) {
  const log: Call[] = []
  const effects = { cleared: [] as string[][], failures: [] as string[], reloads: [] as Reload[], banners: 0 }
  const emitted: PageConsentEmitted[] = []
  const machine = pageConsentMachine.provide({
    actors: {
      consent: consentChoiceMachine.provide({
        actors: { saveConsent: fromPromise(async () => {}) },
        // In the browser: a grant the page's Content-Security-Policy does not cover.
        guards: { needsWiderPagePolicy: () => options.grantNeedsReload ?? false },
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
    input: {
      consent: { ...unansweredVisitor(now), ...consent },
      ownModal: options.ownModal ?? true,
      integrations: scripted(log, options.failing),
      visit: { website, locale: 'de-DE' },
    },
  })
  actor.on('consentChanged', (event) => emitted.push(event))
  actor.start()
  const children = () => actor.getSnapshot().children
  const status = () => children().integrations?.getSnapshot().context.status ?? {}
  // The integrations child changes on its own as scripts load: it is the one to wait on.
  const integrations = () => {
    const child = children().integrations
    if (!child) throw new Error('no integrations child')
    return child
  }
  const settled = () =>
    waitFor(
      integrations(),
      (snapshot) => Object.values(snapshot.context.status).every((value) => value !== 'loading'),
      {
        timeout: 1000,
      },
    )
  return { actor, log, effects, emitted, children, status, settled }
}

const inits = (log: Call[]) => log.filter((line) => line.startsWith('init')).sort()

describe('the pixels follow SPEC section 6 whichever comes first, consent or impression', () => {
  test('consent first (stored): nothing marketing starts until the impression brings id and channel', async () => {
    const page = start(finance, { stored: storedAll })
    await page.settled()
    expect(inits(page.log)).toEqual(['init googleAnalytics - -'])
    page.actor.send({ type: 'VISIT', impressionId: 'i-1', channelId: channelIds.googleAds })
    await page.settled()
    // A Google Ads visit: no TikTok (channel 2), no Bing (channel 5 only).
    expect(inits(page.log)).toEqual(['init googleAnalytics - -', 'init metaPixel i-1 2'])
  })

  test('impression first, then accept all in the modal: the pixels start with that impression', async () => {
    const page = start(finance)
    expect(page.children().modal?.getSnapshot().matches('open')).toBe(true)
    page.actor.send({ type: 'VISIT', impressionId: 'i-1', channelId: channelIds.microsoftAds })
    await page.settled()
    expect(page.log).toEqual([])
    page.children().consent?.send({ type: 'ACCEPT_ALL' })
    await page.settled()
    expect(inits(page.log)).toEqual([
      'init bing i-1 5',
      'init googleAnalytics i-1 5',
      'init metaPixel i-1 5',
      'init tiktok i-1 5',
    ])
    expect(page.emitted.map((event) => event.granted.marketing)).toEqual([false, true])
  })

  test('the casino site (IGaming) runs analytics only, never a pixel', async () => {
    const page = start(casino, { stored: storedAll })
    page.actor.send({ type: 'VISIT', impressionId: 'i-1', channelId: channelIds.meta })
    await page.settled()
    expect(inits(page.log)).toEqual(['init clarity - -', 'init googleAnalytics - -'])
  })

  test('necessary only starts nothing at all', async () => {
    const page = start(finance)
    page.children().consent?.send({ type: 'SAVE' })
    page.actor.send({ type: 'VISIT', impressionId: 'i-1', channelId: channelIds.tiktok })
    await page.settled()
    expect(page.log).toEqual([])
  })
})

describe('withdrawal and failures', () => {
  test('withdrawing marketing disables every integration, clears its cookies and reloads', async () => {
    const page = start(finance, { stored: storedAll })
    page.actor.send({ type: 'VISIT', impressionId: 'i-1', channelId: channelIds.tiktok })
    await page.settled()
    page.children().consent?.send({ type: 'TOGGLE', category: 'marketing', value: false })
    page.children().consent?.send({ type: 'SAVE' })
    await waitFor(page.actor, () => page.effects.reloads.length === 1)
    // The reload the guard counts, carrying the visit's impression.
    expect(page.effects.reloads).toEqual([{ impressionId: 'i-1', guarded: true }])
    expect(page.effects.cleared).toEqual([['marketing']])
    expect(Object.values(page.status()).every((value) => value === 'disabled')).toBe(true)
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

describe('a consent reload carries the visit impression, whichever comes first (one landing, one impression)', () => {
  /** Accepts everything and answers once the choice is saved and the consent child asks to reload. */
  const acceptAll = async (page: ReturnType<typeof start>) => {
    const consent = page.children().consent
    consent?.send({ type: 'ACCEPT_ALL' })
    if (consent) await waitFor(consent, (snapshot) => snapshot.matches('reloaded') || snapshot.matches('settled'))
  }
  const reloaded = (page: ReturnType<typeof start>) =>
    waitFor(page.actor, () => page.effects.reloads.length > 0, { timeout: 1000 })
  const visit = (impressionId: string) => ({ type: 'VISIT', impressionId, channelId: channelIds.googleAds }) as const

  test('impression first: the answer reloads at once, with it', async () => {
    const page = start(casino, {}, { grantNeedsReload: true })
    page.actor.send({ type: 'VISIT_PENDING' })
    page.actor.send(visit('i-1'))
    await acceptAll(page)
    await reloaded(page)
    expect(page.effects.reloads).toEqual([{ impressionId: 'i-1', guarded: false }])
    // Leaving for a page whose policy lets them load: nothing starts here.
    expect(page.log).toEqual([])
  })

  test('answer first: the reload waits for the impression on its way, then carries it', async () => {
    const page = start(casino, {}, { grantNeedsReload: true })
    page.actor.send({ type: 'VISIT_PENDING' })
    await acceptAll(page)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(page.effects.reloads).toEqual([])
    page.actor.send(visit('i-2'))
    expect(page.effects.reloads).toEqual([{ impressionId: 'i-2', guarded: false }])
  })

  test('answer first, then the impression request fails: the reload goes without one at once', async () => {
    const page = start(casino, {}, { grantNeedsReload: true })
    await acceptAll(page)
    expect(page.effects.reloads).toEqual([])
    page.actor.send({ type: 'VISIT_FAILED' })
    expect(page.effects.reloads).toEqual([{ impressionId: undefined, guarded: false }])
  })

  test('answer first, and the impression never comes: the reload goes without it after the wait, once', async () => {
    const page = start(casino, {}, { grantNeedsReload: true, impressionWaitMs: 30 })
    page.actor.send({ type: 'VISIT_PENDING' })
    await acceptAll(page)
    expect(page.effects.reloads).toEqual([])
    await reloaded(page)
    expect(page.effects.reloads).toEqual([{ impressionId: undefined, guarded: false }])
    page.actor.send(visit('i-late'))
    expect(page.effects.reloads).toHaveLength(1)
  })

  test("a locale change's new impression is waited for: the old one is not carried", async () => {
    const page = start(casino, {}, { grantNeedsReload: true })
    page.actor.send(visit('i-de'))
    page.actor.send({ type: 'VISIT_PENDING' })
    await acceptAll(page)
    expect(page.effects.reloads).toEqual([])
    page.actor.send(visit('i-en'))
    expect(page.effects.reloads).toEqual([{ impressionId: 'i-en', guarded: false }])
  })

  test('a grant the page policy covers does not reload, whatever the impression does', async () => {
    const page = start(casino)
    await acceptAll(page)
    page.actor.send(visit('i-1'))
    await page.settled()
    expect(page.effects.reloads).toEqual([])
  })
})

describe('conversions', () => {
  const contact = { email: 'Max.Muster+x@Example.de', phone: '0151 23456789' }

  test('go to each running integration, with the contact normalised under marketing consent', async () => {
    const page = start(finance, { stored: storedAll })
    page.actor.send({ type: 'VISIT', impressionId: 'i-1', channelId: channelIds.tiktok })
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

  test('statistics only: Google hears of it without the contact, no pixel does', async () => {
    const statisticsOnly: ConsentRecord = { ...storedAll, marketing: false, preferences: false }
    const page = start(finance, { stored: statisticsOnly })
    page.actor.send({ type: 'VISIT', impressionId: 'i-1', channelId: channelIds.microsoftAds })
    await page.settled()
    page.actor.send({ type: 'CONVERSION', conversion: 'outboundClick', contact })
    expect(page.log.filter((line) => !/^(init|update)/.test(line))).toEqual([
      `google select_content ${JSON.stringify({ impressionId: 'i-1' })}`,
    ])
  })
})

describe('the consent service and the browser signal', () => {
  test('a service answer is saved once; a repeated one is not saved again', async () => {
    const page = start(finance, {}, { ownModal: false })
    expect(page.children().modal?.getSnapshot().matches('open')).toBe(false)
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

  test('Global Privacy Control in the browser turns the marketing toggle off', () => {
    const page = start(finance)
    page.actor.send({ type: 'PRIVACY_SIGNAL' })
    page.children().consent?.send({ type: 'ACCEPT_ALL' })
    expect(page.children().consent?.getSnapshot().context.toggles.marketing).toBe(true)
    const fresh = start(finance)
    fresh.actor.send({ type: 'PRIVACY_SIGNAL' })
    expect(fresh.children().consent?.getSnapshot().context.toggles.marketing).toBe(false)
  })

  test('the footer opens the own modal', () => {
    const page = start(finance, { stored: storedAll })
    expect(page.children().modal?.getSnapshot().matches('open')).toBe(false)
    page.actor.send({ type: 'OPEN_SETTINGS' })
    expect(page.children().modal?.getSnapshot().matches('open')).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { appConfig } from '../../app.config.ts'
import type { ConsentChoices } from '../consent/consent-record.ts'
import type { IntegrationContext, TrackingIntegration } from './integration.ts'
import { trackingIntegrationsMachine } from './tracking-integrations-machine.ts'

const website = appConfig.websites[0] as IntegrationContext['website']
const visit: IntegrationContext = { website, locale: 'de-DE' }

type Log = string[]

function fakeIntegration(
  id: TrackingIntegration['id'],
  category: TrackingIntegration['category'],
  log: Log,
  options: { available?: boolean; fails?: boolean } = {},
): TrackingIntegration {
  return {
    id,
    category,
    cookies: [],
    csp: {},
    isAvailable: () => options.available ?? true,
    initialise: async (context) => {
      log.push(`init ${id} ${JSON.stringify(context.consent)}`)
      if (options.fails) throw new Error('blocked')
    },
    updateConsent: () => log.push(`update ${id}`),
    disable: () => log.push(`disable ${id}`),
  }
}

const consent = (overrides: Partial<ConsentChoices>): ConsentChoices => ({
  preferences: false,
  statistics: false,
  marketing: false,
  ...overrides,
})

function start(integrations: TrackingIntegration[], failures: unknown[] = []) {
  const machine = trackingIntegrationsMachine.provide({
    actions: { reportFailure: (_, { error }) => failures.push(error) },
  })
  return createActor(machine, { input: { integrations, visit } }).start()
}

describe('tracking integrations machine', () => {
  it('starts nothing before consent, then only what the granted category allows', async () => {
    const log: Log = []
    const actor = start([fakeIntegration('clarity', 'statistics', log), fakeIntegration('metaPixel', 'marketing', log)])
    expect(actor.getSnapshot().context.status).toEqual({})
    actor.send({ type: 'CONSENT', granted: consent({}) })
    expect(log).toEqual([])
    actor.send({ type: 'CONSENT', granted: consent({ statistics: true }) })
    await waitFor(actor, (snapshot) => snapshot.context.status.clarity === 'initialised')
    expect(actor.getSnapshot().context.status.metaPixel).toBeUndefined()
    expect(log).toEqual(['init clarity {"preferences":false,"statistics":true,"marketing":false}'])
  })

  it('loads the marketing pixels when the marketing consent arrives, and only once', async () => {
    const log: Log = []
    const actor = start([fakeIntegration('metaPixel', 'marketing', log), fakeIntegration('bing', 'marketing', log)])
    actor.send({ type: 'VISIT', impressionId: 'imp-1', channelId: 3 })
    actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
    actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
    await waitFor(actor, (s) => s.context.status.metaPixel === 'initialised' && s.context.status.bing === 'initialised')
    expect(log.filter((line) => line.startsWith('init'))).toHaveLength(2)
  })

  it('starts no marketing pixel before the impression, so it never starts without its id and channel', async () => {
    const log: Log = []
    const actor = start([fakeIntegration('tiktok', 'marketing', log)])
    actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
    expect(log).toEqual([])
    actor.send({ type: 'VISIT', impressionId: 'imp-1', channelId: 4 })
    await waitFor(actor, (snapshot) => snapshot.context.status.tiktok === 'initialised')
  })

  it('starts a pixel that needs the channel once the impression brings it, with that impression', async () => {
    const log: Log = []
    const channelPixel: TrackingIntegration = {
      ...fakeIntegration('bing', 'marketing', log),
      isAvailable: (context) => context.channelId === 5,
      initialise: async (context) => {
        log.push(`init bing ${context.impressionId} ${context.channelId}`)
      },
    }
    const actor = start([channelPixel])
    actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
    expect(log).toEqual([])
    actor.send({ type: 'VISIT', impressionId: 'imp-1', channelId: 5 })
    await waitFor(actor, (snapshot) => snapshot.context.status.bing === 'initialised')
    expect(log).toEqual(['init bing imp-1 5'])
  })

  it('keeps a channel-bound pixel off when the visit comes from another channel, or consent is missing', () => {
    const log: Log = []
    const channelPixel: TrackingIntegration = {
      ...fakeIntegration('bing', 'marketing', log),
      isAvailable: (context) => context.channelId === 5,
    }
    const actor = start([channelPixel])
    actor.send({ type: 'VISIT', impressionId: 'imp-1', channelId: 5 })
    expect(log).toEqual([])
    actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
    actor.send({ type: 'VISIT', impressionId: 'imp-2', channelId: 2 })
    expect(log).toEqual(['init bing {"preferences":false,"statistics":false,"marketing":true}'])
  })

  it('skips an integration that is not available for this site or visit', () => {
    const log: Log = []
    const actor = start([fakeIntegration('tiktok', 'marketing', log, { available: false })])
    actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
    expect(log).toEqual([])
    expect(actor.getSnapshot().context.status.tiktok).toBeUndefined()
  })

  it('tells a running integration about changed consent', async () => {
    const log: Log = []
    const actor = start([fakeIntegration('googleAnalytics', 'statistics', log)])
    actor.send({ type: 'CONSENT', granted: consent({ statistics: true }) })
    await waitFor(actor, (snapshot) => snapshot.context.status.googleAnalytics === 'initialised')
    actor.send({ type: 'CONSENT', granted: consent({ statistics: true, marketing: true }) })
    expect(log.at(-1)).toBe('update googleAnalytics')
  })

  it('disables an integration whose category is withdrawn, for good', async () => {
    const log: Log = []
    const actor = start([fakeIntegration('clarity', 'statistics', log)])
    actor.send({ type: 'CONSENT', granted: consent({ statistics: true }) })
    await waitFor(actor, (snapshot) => snapshot.context.status.clarity === 'initialised')
    actor.send({ type: 'CONSENT', granted: consent({}) })
    expect(actor.getSnapshot().context.status.clarity).toBe('disabled')
    actor.send({ type: 'CONSENT', granted: consent({ statistics: true }) })
    expect(actor.getSnapshot().context.status.clarity).toBe('disabled')
    expect(log).toEqual([expect.stringMatching(/^init clarity/), 'disable clarity'])
  })

  it('DISABLE_ALL turns every integration off, started or not, so old cookies go too', async () => {
    const log: Log = []
    const actor = start([fakeIntegration('clarity', 'statistics', log), fakeIntegration('metaPixel', 'marketing', log)])
    actor.send({ type: 'CONSENT', granted: consent({ statistics: true }) })
    await waitFor(actor, (snapshot) => snapshot.context.status.clarity === 'initialised')
    actor.send({ type: 'DISABLE_ALL' })
    expect(actor.getSnapshot().context.status).toEqual({ clarity: 'disabled', metaPixel: 'disabled' })
    expect(log.slice(1).sort()).toEqual(['disable clarity', 'disable metaPixel'])
  })

  it('reports a script that failed to load and lets a later consent try again', async () => {
    const log: Log = []
    const failures: unknown[] = []
    const actor = start([fakeIntegration('clarity', 'statistics', log, { fails: true })], failures)
    actor.send({ type: 'CONSENT', granted: consent({ statistics: true }) })
    await waitFor(actor, () => failures.length === 1)
    expect(actor.getSnapshot().context.status.clarity).toBe('notInitialised')
    actor.send({ type: 'CONSENT', granted: consent({ statistics: true }) })
    expect(actor.getSnapshot().context.status.clarity).toBe('loading')
  })
})

import { describe, expect, it } from 'vitest'
import { type Actor, createActor, waitFor } from 'xstate'
import { appConfig } from '../../app.config.ts'
import type { ConsentChoices } from '../consent/consent-record.ts'
import type { IntegrationContext, IntegrationId, TrackingIntegration } from './integration.ts'
import { integrationActor } from './integration-machine.ts'
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

type Integrations = Actor<typeof trackingIntegrationsMachine>

/** An integration's state, read from its own actor in the system; undefined if the page has none. */
const status = (actor: Integrations, id: IntegrationId) => integrationActor(actor.system, id)?.getSnapshot().value

/** Waits for an integration's actor to reach a state (its script loads on its own). */
function until(actor: Integrations, id: IntegrationId, state: string) {
  const integration = integrationActor(actor.system, id)
  if (!integration) throw new Error(`no actor for ${id}`)
  return waitFor(integration, (snapshot) => snapshot.value === state, { timeout: 1000 })
}

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
    expect([status(actor, 'clarity'), status(actor, 'metaPixel')]).toEqual(['notInitialised', 'notInitialised'])
    actor.send({ type: 'CONSENT', granted: consent({}) })
    expect(log).toEqual([])
    actor.send({ type: 'CONSENT', granted: consent({ statistics: true }) })
    await until(actor, 'clarity', 'initialised')
    expect(status(actor, 'metaPixel')).toBe('notInitialised')
    expect(log).toEqual(['init clarity {"preferences":false,"statistics":true,"marketing":false}'])
  })

  it('loads the marketing pixels when the marketing consent arrives, and only once', async () => {
    const log: Log = []
    const actor = start([fakeIntegration('metaPixel', 'marketing', log), fakeIntegration('bing', 'marketing', log)])
    actor.send({ type: 'VISIT', impressionId: 'imp-1', channelId: 3 })
    actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
    actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
    await Promise.all([until(actor, 'metaPixel', 'initialised'), until(actor, 'bing', 'initialised')])
    expect(log.filter((line) => line.startsWith('init'))).toHaveLength(2)
  })

  it('starts no marketing pixel before the impression, so it never starts without its id and channel', async () => {
    const log: Log = []
    const actor = start([fakeIntegration('tiktok', 'marketing', log)])
    actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
    expect(log).toEqual([])
    actor.send({ type: 'VISIT', impressionId: 'imp-1', channelId: 4 })
    await until(actor, 'tiktok', 'initialised')
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
    await until(actor, 'bing', 'initialised')
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
    expect(status(actor, 'tiktok')).toBe('notInitialised')
  })

  it('tells a running integration about changed consent', async () => {
    const log: Log = []
    const actor = start([fakeIntegration('googleAnalytics', 'statistics', log)])
    actor.send({ type: 'CONSENT', granted: consent({ statistics: true }) })
    await until(actor, 'googleAnalytics', 'initialised')
    actor.send({ type: 'CONSENT', granted: consent({ statistics: true, marketing: true }) })
    expect(log.at(-1)).toBe('update googleAnalytics')
  })

  it('disables an integration whose category is withdrawn, for good', async () => {
    const log: Log = []
    const actor = start([fakeIntegration('clarity', 'statistics', log)])
    actor.send({ type: 'CONSENT', granted: consent({ statistics: true }) })
    await until(actor, 'clarity', 'initialised')
    actor.send({ type: 'CONSENT', granted: consent({}) })
    expect(status(actor, 'clarity')).toBe('disabled')
    actor.send({ type: 'CONSENT', granted: consent({ statistics: true }) })
    expect(status(actor, 'clarity')).toBe('disabled')
    expect(log).toEqual([expect.stringMatching(/^init clarity/), 'disable clarity'])
  })

  it('DISABLE_ALL turns every integration off, started or not, so old cookies go too', async () => {
    const log: Log = []
    const actor = start([fakeIntegration('clarity', 'statistics', log), fakeIntegration('metaPixel', 'marketing', log)])
    actor.send({ type: 'CONSENT', granted: consent({ statistics: true }) })
    await until(actor, 'clarity', 'initialised')
    actor.send({ type: 'DISABLE_ALL' })
    expect([status(actor, 'clarity'), status(actor, 'metaPixel')]).toEqual(['disabled', 'disabled'])
    expect(log.slice(1).sort()).toEqual(['disable clarity', 'disable metaPixel'])
  })

  it('reports a script that failed to load and lets a later consent try again', async () => {
    const log: Log = []
    const failures: unknown[] = []
    const actor = start([fakeIntegration('clarity', 'statistics', log, { fails: true })], failures)
    actor.send({ type: 'CONSENT', granted: consent({ statistics: true }) })
    await waitFor(actor, () => failures.length === 1)
    expect(status(actor, 'clarity')).toBe('notInitialised')
    actor.send({ type: 'CONSENT', granted: consent({ statistics: true }) })
    expect(status(actor, 'clarity')).toBe('loading')
  })
})

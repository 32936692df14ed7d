// One integration's actor driven through events in every order a page delivers them: consent before
// and after the impression, a script that fails, a withdrawal after a grant (also while the script
// is still loading), every tracking category withdrawn before it started, conversions before and
// after it runs. Its script is a promise the test settles.
import { describe, expect, test } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { appConfig, financeSiteId } from '../../app.config.ts'
import type { ConsentChoices } from '../consent/consent-record.ts'
import type { IntegrationContext, TrackingIntegration } from './integration.ts'
import { integrationMachine } from './integration-machine.ts'

const website = appConfig.websites.find((site) => site.id === financeSiteId) as IntegrationContext['website']

const consent = (overrides: Partial<ConsentChoices> = {}): ConsentChoices => ({
  preferences: false,
  statistics: false,
  marketing: false,
  ...overrides,
})

/** A marketing pixel (the category that also waits for the impression) whose script the test settles. */
function pixel(options: { available?: (visit: IntegrationContext) => boolean } = {}) {
  const log: string[] = []
  const scripts: Array<{ resolve: () => void; reject: (error: Error) => void }> = []
  const integration: TrackingIntegration = {
    id: 'metaPixel',
    category: 'marketing',
    cookies: [],
    csp: {},
    isAvailable: options.available ?? (() => true),
    initialise: (visit) => {
      log.push(`init ${visit.impressionId} ${visit.channelId} marketing=${visit.consent?.marketing}`)
      return new Promise<void>((resolve, reject) => scripts.push({ resolve, reject }))
    },
    updateConsent: (granted) => log.push(`update statistics=${granted.statistics}`),
    disable: () => log.push('disable'),
    conversions: {
      network: 'meta',
      send: (conversion, _, visit) => log.push(`send ${conversion} ${visit.impressionId}`),
    },
  }
  const failures: unknown[] = []
  const actor = createActor(
    integrationMachine.provide({ actions: { reportFailure: (_, { error }) => failures.push(error) } }),
    { input: { integration, visit: { website, locale: 'de-DE' } } },
  ).start()
  const state = () => actor.getSnapshot().value
  const loaded = async () => {
    scripts.shift()?.resolve()
    await waitFor(actor, (snapshot) => !snapshot.matches('loading'), { timeout: 1000 })
  }
  const failed = async () => {
    scripts.shift()?.reject(new Error('blocked by the browser'))
    await waitFor(actor, (snapshot) => !snapshot.matches('loading'), { timeout: 1000 })
  }
  /** The impression, then the grant: its script is asked for. */
  const start = () => {
    actor.send({ type: 'VISIT', impressionId: 'i-1', channelId: 2 })
    actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
  }
  return { actor, log, failures, state, loaded, failed, start }
}

describe('an integration starts once consent and the impression are both there, whichever comes first', () => {
  test('consent first: it waits for the impression, then starts with it', async () => {
    const page = pixel()
    page.actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
    expect(page.state()).toBe('notInitialised')
    page.actor.send({ type: 'VISIT', impressionId: 'i-1', channelId: 2 })
    expect(page.state()).toBe('loading')
    await page.loaded()
    expect(page.state()).toBe('initialised')
    expect(page.log).toEqual(['init i-1 2 marketing=true'])
  })

  test('impression first: the grant starts it with that impression', async () => {
    const page = pixel()
    page.actor.send({ type: 'VISIT', impressionId: 'i-1', channelId: 2 })
    expect(page.state()).toBe('notInitialised')
    page.actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
    await page.loaded()
    expect(page.state()).toBe('initialised')
    expect(page.log).toEqual(['init i-1 2 marketing=true'])
  })

  test('another category granted, or a channel it does not serve, leaves it waiting', () => {
    const page = pixel({ available: (visit) => visit.channelId === 5 })
    page.actor.send({ type: 'CONSENT', granted: consent({ statistics: true }) })
    page.actor.send({ type: 'VISIT', impressionId: 'i-1', channelId: 5 })
    page.actor.send({ type: 'CONSENT', granted: consent({ marketing: true, statistics: true }) })
    expect(page.state()).toBe('loading')
    const other = pixel({ available: (visit) => visit.channelId === 5 })
    other.actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
    other.actor.send({ type: 'VISIT', impressionId: 'i-1', channelId: 2 })
    expect(other.state()).toBe('notInitialised')
    expect(other.log).toEqual([])
  })

  test('a repeated grant while it loads or runs starts it only once, and tells the running one', async () => {
    const page = pixel()
    page.start()
    page.actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
    await page.loaded()
    page.actor.send({ type: 'CONSENT', granted: consent({ marketing: true, statistics: true }) })
    expect(page.log).toEqual(['init i-1 2 marketing=true', 'update statistics=true'])
  })
})

describe('a script that fails', () => {
  test('is reported once, and the next grant tries again', async () => {
    const page = pixel()
    page.start()
    await page.failed()
    expect(page.state()).toBe('notInitialised')
    expect(page.failures).toEqual([new Error('blocked by the browser')])
    page.actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
    await page.loaded()
    expect(page.state()).toBe('initialised')
    expect(page.failures).toHaveLength(1)
  })

  test('that fails after a withdrawal is not reported: the integration is already off', async () => {
    const page = pixel()
    page.start()
    page.actor.send({ type: 'CONSENT', granted: consent() })
    await page.failed()
    expect(page.state()).toBe('disabled')
    expect(page.failures).toEqual([])
  })
})

describe('a withdrawal is final for the page', () => {
  test('a refusal after acceptance disables it; a later grant does not bring it back', async () => {
    const page = pixel()
    page.start()
    await page.loaded()
    page.actor.send({ type: 'CONSENT', granted: consent() })
    expect(page.state()).toBe('disabled')
    page.actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
    page.actor.send({ type: 'VISIT', impressionId: 'i-2', channelId: 2 })
    expect(page.state()).toBe('disabled')
    expect(page.log).toEqual(['init i-1 2 marketing=true', 'disable'])
  })

  test('withdrawn while its script loads: off at once, and the script arriving later does not start it', async () => {
    const page = pixel()
    page.start()
    page.actor.send({ type: 'CONSENT', granted: consent() })
    expect(page.state()).toBe('disabled')
    await page.loaded()
    expect(page.state()).toBe('disabled')
    expect(page.log).toEqual(['init i-1 2 marketing=true', 'disable'])
  })

  test('a refusal before it ever started leaves it waiting; DISABLE turns it off anyway, for old cookies', () => {
    const page = pixel()
    page.actor.send({ type: 'CONSENT', granted: consent() })
    expect(page.state()).toBe('notInitialised')
    expect(page.log).toEqual([])
    page.actor.send({ type: 'DISABLE' })
    expect(page.state()).toBe('disabled')
    expect(page.log).toEqual(['disable'])
  })
})

describe('conversions', () => {
  test('reach it only while it runs, with the impression it knows by then', async () => {
    const page = pixel()
    page.actor.send({ type: 'CONSENT', granted: consent({ marketing: true }) })
    page.actor.send({ type: 'CONVERSION', conversion: 'applicationSubmitted' })
    page.actor.send({ type: 'VISIT', impressionId: 'i-1', channelId: 2 })
    page.actor.send({ type: 'CONVERSION', conversion: 'applicationSubmitted' })
    await page.loaded()
    page.actor.send({ type: 'VISIT', impressionId: 'i-2', channelId: 2 })
    page.actor.send({ type: 'CONVERSION', conversion: 'applicationSubmitted' })
    page.actor.send({ type: 'CONSENT', granted: consent() })
    page.actor.send({ type: 'CONVERSION', conversion: 'applicationSubmitted' })
    expect(page.log.filter((line) => line.startsWith('send'))).toEqual(['send applicationSubmitted i-2'])
  })
})

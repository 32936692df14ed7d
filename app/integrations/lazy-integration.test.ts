// An integration's runtime downloads only when it initialises, and a withdrawal that comes first,
// or while it downloads, keeps it from ever starting.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { appConfig } from '../../app.config.ts'
import type { IntegrationContext } from './integration.ts'
import { type IntegrationRuntime, lazyIntegration } from './lazy-integration.ts'

const removed = vi.hoisted(() => [] as string[])
const added = vi.hoisted(() => [] as { id: string; src: string }[])
vi.mock('./third-party-script.ts', () => ({
  removeIntegration: ({ id }: { id: string }) => removed.push(id),
  integrationScript: async (id: string, src: string) => {
    added.push({ id, src })
  },
}))

afterEach(() => {
  removed.length = 0
  added.length = 0
})

const visit: IntegrationContext = { website: appConfig.websites[0] as IntegrationContext['website'], locale: 'de-DE' }

/** A runtime that records what it is asked, and a download the test finishes when it chooses. */
function deferredRuntime() {
  const calls: string[] = []
  const runtime: IntegrationRuntime = {
    initialise: async (_visit, addScript) => {
      calls.push('initialise')
      await addScript('https://tracker.example/tag.js')
    },
    updateConsent: () => calls.push('updateConsent'),
    revoke: () => calls.push('revoke'),
    sendConversion: (name) => calls.push(`conversion ${name}`),
  }
  let arrive: (loaded: IntegrationRuntime) => void = () => {}
  let fail: (error: Error) => void = () => {}
  const load = vi.fn(
    () =>
      new Promise<IntegrationRuntime>((resolve, reject) => {
        arrive = resolve
        fail = reject
      }),
  )
  return { calls, runtime, load, arrive: () => arrive(runtime), fail: (error: Error) => fail(error) }
}

const descriptor = {
  id: 'metaPixel',
  category: 'marketing',
  cookies: ['_fbp'],
  csp: {},
  isAvailable: () => true,
} as const

describe('lazyIntegration', () => {
  test('downloads its runtime only when it initialises, then runs it', async () => {
    const { calls, load, arrive } = deferredRuntime()
    const integration = lazyIntegration(descriptor, load)
    expect(load).not.toHaveBeenCalled()
    const initialised = integration.initialise(visit)
    expect(load).toHaveBeenCalledTimes(1)
    arrive()
    await initialised
    expect(calls).toEqual(['initialise'])
    // Marked as its own, so that withdrawal takes the script out again.
    expect(added).toEqual([{ id: 'metaPixel', src: 'https://tracker.example/tag.js' }])
  })

  test('withdrawn while its runtime downloads, it never starts, and its traces are cleared', async () => {
    const { calls, load, arrive } = deferredRuntime()
    const integration = lazyIntegration(descriptor, load)
    const initialised = integration.initialise(visit)
    integration.disable()
    arrive()
    await initialised
    expect(calls).toEqual([])
    expect(removed).toEqual(['metaPixel'])
  })

  test('withdrawn before it ever ran, it downloads nothing and still clears its cookies', () => {
    const { load } = deferredRuntime()
    lazyIntegration(descriptor, load).disable()
    expect(load).not.toHaveBeenCalled()
    expect(removed).toEqual(['metaPixel'])
  })

  test('withdrawn while it runs, it sends its own revoke signal before its scripts and cookies go', async () => {
    const { calls, load, arrive } = deferredRuntime()
    const integration = lazyIntegration(descriptor, load)
    const initialised = integration.initialise(visit)
    arrive()
    await initialised
    integration.disable()
    expect(calls).toEqual(['initialise', 'revoke'])
    expect(removed).toEqual(['metaPixel'])
  })

  test('forwards consent updates and conversions once it runs, and ignores them before', async () => {
    const { calls, load, arrive } = deferredRuntime()
    const integration = lazyIntegration({ ...descriptor, conversionNetwork: 'meta' }, load)
    expect(integration.conversions?.network).toBe('meta')
    const consent = { preferences: true, statistics: true, marketing: true }
    integration.updateConsent?.(consent)
    integration.conversions?.send('applicationSubmitted', undefined, visit)
    const initialised = integration.initialise(visit)
    arrive()
    await initialised
    integration.updateConsent?.(consent)
    integration.conversions?.send('applicationSubmitted', undefined, visit)
    // In the network's words; an event the network has no name for is not sent.
    integration.conversions?.send('surveyCompleted', undefined, visit)
    expect(calls).toEqual(['initialise', 'updateConsent', 'conversion SubmitApplication'])
  })

  test('reports no conversions without a network', () => {
    expect(lazyIntegration(descriptor, deferredRuntime().load).conversions).toBeUndefined()
  })

  test('a runtime that fails to download fails its initialise, which the machine reports', async () => {
    const { load, fail } = deferredRuntime()
    const initialised = lazyIntegration(descriptor, load).initialise(visit)
    fail(new Error('Failed to fetch dynamically imported module'))
    await expect(initialised).rejects.toThrow('Failed to fetch dynamically imported module')
  })
})

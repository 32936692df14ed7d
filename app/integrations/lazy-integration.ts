// An integration's code comes in a chunk of its own, downloaded once its consent category is
// granted: a visitor who has not answered, or who refused, downloads none of it. What decides
// whether it may run and what withdrawal must clean up (category, availability, cookies, CSP
// sources) stays in the first load; what it does once it runs is its runtime.
import type { ConsentCategory } from '../contracts/content/schemas.ts'
import type { AdNetwork, ConversionDetails } from './conversions.ts'
import type { IntegrationContext, TrackingIntegration } from './integration.ts'
import { integrationScript, removeIntegration } from './third-party-script.ts'

type Consent = Readonly<Record<Exclude<ConsentCategory, 'necessary'>, boolean>>

/** What an integration does once it runs, loaded with its chunk. */
export type IntegrationRuntime = {
  /**
   * Loads its script and initialises it. `addScript` adds a script marked as this integration's,
   * so that withdrawal takes it out of the page again.
   */
  initialise(context: IntegrationContext, addScript: (src: string) => Promise<void>): Promise<void>
  /** Told when consent changes while it runs and its own category stays granted. */
  updateConsent?(consent: Consent): void
  /** Its own revoke signal, sent on withdrawal before its scripts leave and its cookies are cleared. */
  revoke?(): void
  /** Reports a conversion through the global its script defines. */
  sendConversion?(name: string, details: ConversionDetails, visit: IntegrationContext): void
}

/** Everything of an integration but its runtime, and the network it reports conversions to. */
export type IntegrationDescriptor = Omit<
  TrackingIntegration,
  'initialise' | 'updateConsent' | 'disable' | 'conversions'
> & { conversionNetwork?: AdNetwork }

/**
 * The integration the tracking integrations machine runs: its runtime is imported on initialise.
 * Withdrawal is final for the page's life, so a disable that comes while the runtime downloads
 * keeps it from starting once it arrives.
 */
export function lazyIntegration(
  { conversionNetwork, ...descriptor }: IntegrationDescriptor,
  loadRuntime: () => Promise<IntegrationRuntime>,
): TrackingIntegration {
  let runtime: IntegrationRuntime | undefined
  // The networks' names for conversions, downloaded beside the runtime of an integration that reports them.
  let conversions: typeof import('./conversions.ts') | undefined
  let disabled = false
  const integration: TrackingIntegration = {
    ...descriptor,
    async initialise(context) {
      const [loaded, words] = await Promise.all([
        loadRuntime(),
        conversionNetwork ? import('./conversions.ts') : undefined,
      ])
      if (disabled) return
      runtime = loaded
      conversions = words
      await loaded.initialise(context, (src) => integrationScript(descriptor.id, src))
    },
    updateConsent: (consent) => runtime?.updateConsent?.(consent),
    disable() {
      disabled = true
      runtime?.revoke?.()
      removeIntegration(integration)
    },
    ...(conversionNetwork && {
      conversions: {
        network: conversionNetwork,
        send: (conversion, contact, visit) => {
          const words = conversions?.inNetworkWords(conversionNetwork, conversion, contact, visit)
          if (words) runtime?.sendConversion?.(words.name, words.details, visit)
        },
      },
    }),
  }
  return integration
}

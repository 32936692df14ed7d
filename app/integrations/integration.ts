// The contract every tracking integration (analytics, ad pixels) implements. The tracking
// integrations machine decides when each runs: only after its consent category is
// granted, and only where isAvailable says this site and visit may use it at all.
import type { Locale, Website } from '../../app.config.ts'
import type { ConsentCategory } from '../contracts/content/schemas.ts'
import type { CspSources } from '../security/csp-sources.ts'
import type { AdNetwork, ConversionContact, ConversionEvent } from './conversions.ts'

export type IntegrationId = 'clarity' | 'googleAnalytics' | 'metaPixel' | 'bing' | 'tiktok'

/** What an integration may know about the visit when it starts. */
export type IntegrationContext = {
  website: Website
  locale: Locale
  /** The advertising channel of the visit (from the impression), when known. */
  channelId?: number
  /** The current impression id; marketing pixels start with a fresh one (SPEC section 4). */
  impressionId?: string
  /** The categories granted when it starts (Google's Consent Mode needs them). */
  consent?: Readonly<Record<Exclude<ConsentCategory, 'necessary'>, boolean>>
}

export type TrackingIntegration = {
  id: IntegrationId
  /** The consent category that must be granted first. */
  category: Exclude<ConsentCategory, 'necessary' | 'preferences'>
  /** Whether this site and visit may use it at all (product type, channel, configured key). */
  isAvailable(context: IntegrationContext): boolean
  /** Loads its script and initialises it. */
  initialise(context: IntegrationContext): Promise<void>
  /** Told when consent changes while it runs and its own category stays granted. */
  updateConsent?(consent: Readonly<Record<Exclude<ConsentCategory, 'necessary'>, boolean>>): void
  /** Turns it off for good: revoke signal, script removed, its cookies cleared. */
  disable(): void
  /** Its cookie names (or prefixes ending in *), cleared on withdrawal. */
  cookies: readonly string[]
  /** The hosts its scripts load from and report to: the page policy allows them once it may run. */
  csp: CspSources
  /** How it reports conversions (SPEC section 9), for the integrations that do. */
  conversions?: ConversionSender
}

/**
 * Reports a conversion to its network in the network's words (nothing if the network has no name
 * for it), through the global the integration's script defines.
 */
export type ConversionSender = {
  network: AdNetwork
  send(conversion: ConversionEvent, contact: ConversionContact | undefined, visit: IntegrationContext): void
}

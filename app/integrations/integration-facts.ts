// What a visitor is told about each tracking integration (the cookie policy page): its name, the
// company behind it, what it is for and where its own privacy policy is. Keyed by the registry's
// ids, so a new integration without its facts does not compile. Category and cookies are the
// integration's own (registry.ts): written once, read by the consent machinery and the policy alike.

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale, Website } from '../../app.config.ts'
import { channelIds } from '../attribution/channels.ts'
import type { IntegrationId, TrackingIntegration } from './integration.ts'

export type IntegrationFacts = {
  name: string
  /** The company processing the data, with its address. */
  provider: string
  privacyPolicy: string
  purpose: MessageDescriptor
}

const microsoftIreland =
  'Microsoft Ireland Operations Limited, One Microsoft Place, South County Business Park, Leopardstown, Dublin 18, Irland'

export const integrationFacts: Record<IntegrationId, IntegrationFacts> = {
  googleAnalytics: {
    name: 'Google Analytics 4',
    provider: 'Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland',
    privacyPolicy: 'https://policies.google.com/privacy',
    purpose: msg`Reichweiten- und Werbeerfolgsmessung mit den Marketing-Diensten: welche Seiten besucht werden, wie lange, über welche Quelle und ob ein Besuch auf eine Google-Anzeige zurückgeht. Analyse-Cookies nur mit zusätzlicher Einwilligung in „Statistik“.`,
  },
  clarity: {
    name: 'Microsoft Clarity',
    provider: microsoftIreland,
    privacyPolicy: 'https://privacy.microsoft.com/privacystatement',
    purpose: msg`Nutzungsanalyse: wie Besucher mit den Seiten umgehen (Klicks, Scrollen), um Navigation und Darstellung zu verbessern.`,
  },
  metaPixel: {
    name: 'Meta-Pixel',
    provider: 'Meta Platforms Ireland Limited, Merrion Road, Dublin 4, D04 X2K5, Irland',
    privacyPolicy: 'https://www.facebook.com/privacy/policy/',
    purpose: msg`Werbeerfolgsmessung: ob ein Besuch oder eine Anmeldung auf eine Anzeige zurückgeht.`,
  },
  bing: {
    name: 'Microsoft Advertising (UET)',
    provider: microsoftIreland,
    privacyPolicy: 'https://privacy.microsoft.com/privacystatement',
    purpose: msg`Werbeerfolgsmessung: ob ein Besuch oder eine Anmeldung auf eine Anzeige zurückgeht.`,
  },
  tiktok: {
    name: 'TikTok-Pixel',
    provider: 'TikTok Technology Limited, 10 Earlsfort Terrace, Dublin 2, D02 T380, Irland',
    privacyPolicy: 'https://www.tiktok.com/legal/page/eea/privacy-policy/de',
    purpose: msg`Werbeerfolgsmessung: ob ein Besuch oder eine Anmeldung auf eine Anzeige zurückgeht.`,
  },
}

/** Every channel a visit may come from, and none (a visit the site cannot attribute). */
const everyChannel: readonly (number | undefined)[] = [undefined, ...Object.values(channelIds)]

/**
 * The integrations that may run on this site for some visit: those whose availability rule (site
 * keys, product type, the pixel rules' channels) lets at least one kind of visit through.
 */
export function integrationsOfSite(
  integrations: readonly TrackingIntegration[],
  website: Website,
  locale: Locale,
): TrackingIntegration[] {
  return integrations.filter((integration) =>
    everyChannel.some((channelId) => integration.isAvailable({ website, locale, channelId })),
  )
}

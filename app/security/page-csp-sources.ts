// Which third-party sources a page's policy allows, derived from what this visit may use: the
// tracking integrations its consent enables on this site, the site's consent service and embedded
// form, the video player, and the error reporter. Each feature declares its own sources as data;
// nothing here names a host.
import type { Locale, Website } from '../../app.config.ts'
import { channelIds } from '../attribution/channels.ts'
import { avicaCspSources } from '../blocks/signup-form/avica-form.tsx'
import { videoEmbedCspSources } from '../blocks/video-embed/component.tsx'
import type { ConsentChoices } from '../consent/consent-record.ts'
import { cookiebotCspSources } from '../consent/cookiebot.ts'
import type { TrackingIntegration } from '../integrations/integration.ts'
import { trackingIntegrations } from '../integrations/registry.ts'
import type { CspSources } from './csp-sources.ts'

type Visit = { website: Website; locale: Locale }

/** Whether the integration could run on this site for some visit (the channel is known only later). */
const mayRunOnSite = (integration: TrackingIntegration, { website, locale }: Visit) =>
  [undefined, ...Object.values(channelIds)].some((channelId) => integration.isAvailable({ website, locale, channelId }))

/** The sources of the integrations this consent lets start on this site. */
export function trackingCspSources(visit: Visit, granted: ConsentChoices): CspSources[] {
  return trackingIntegrations
    .filter((integration) => granted[integration.category] && mayRunOnSite(integration, visit))
    .map((integration) => integration.csp)
}

export function pageCspSources(
  visit: Visit & { granted: ConsentChoices; sentryDsn: string | undefined },
): CspSources[] {
  const { website, sentryDsn } = visit
  return [
    videoEmbedCspSources,
    ...(website.cookiebotDomainGroupId ? [cookiebotCspSources] : []),
    ...(website.avicaFormToken || website.avicaWhiteLabelToken ? [avicaCspSources] : []),
    ...(sentryDsn ? [{ 'connect-src': [new URL(sentryDsn).origin] }] : []),
    ...trackingCspSources(visit, visit.granted),
  ]
}

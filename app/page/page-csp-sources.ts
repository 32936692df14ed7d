// Which third-party sources a page's policy allows: the hosts of the tracking integrations this site
// has, the site's consent service, what the blocks declare for it (the video player, an embedded
// form), and the error reporter. Each feature and block declares its own sources as data; nothing
// here names a host. The policy does not depend on the visitor's consent: a grant starts its
// integrations on the page the visitor is on, so the policy the page arrived with must already allow
// them; what keeps them from loading before consent is the consent machine, which starts none
// (docs/decisions/021 and 025).
import type { Locale, Website } from '../../app.config.ts'
import { channelIds } from '../attribution/channels.ts'
import { blockViews } from '../blocks/views.ts'
import { cookiebotCspSources } from '../consent/cookiebot.ts'
import type { TrackingIntegration } from '../integrations/integration.ts'
import { trackingIntegrations } from '../integrations/registry.ts'
import type { CspSources } from '../security/csp-sources.ts'

type Visit = { website: Website; locale: Locale }

/** Whether the integration could run on this site for some visit (the channel is known only later). */
const mayRunOnSite = (integration: TrackingIntegration, { website, locale }: Visit) =>
  [undefined, ...Object.values(channelIds)].some((channelId) => integration.isAvailable({ website, locale, channelId }))

/** The sources of the integrations that may start on this site once their category is granted. */
export function trackingCspSources(visit: Visit): CspSources[] {
  return trackingIntegrations
    .filter((integration) => mayRunOnSite(integration, visit))
    .map((integration) => integration.csp)
}

export function pageCspSources(visit: Visit & { sentryDsn: string | undefined }): CspSources[] {
  const { website, sentryDsn } = visit
  return [
    ...Object.values(blockViews).flatMap((view) => view.csp?.(website) ?? []),
    ...(website.cookiebotDomainGroupId ? [cookiebotCspSources] : []),
    ...(sentryDsn ? [{ 'connect-src': [new URL(sentryDsn).origin] }] : []),
    ...trackingCspSources(visit),
  ]
}

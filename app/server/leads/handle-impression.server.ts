// POST /impression: the visitor's impression, created or (for a known impressionId) returned as it
// was stored, with the site's ranked products for the locale unless the page asks for none.
import type { Locale } from '../../../app.config.ts'
import { resolveChannel } from '../../attribution/channels.ts'
import { type Impression, impressionRequestSchema } from '../../contracts/leads/schemas.ts'
import { subIdOf } from '../../contracts/tracking-fields.ts'
import { reportError } from '../../errors/report.ts'
import { ContentUpstreamError } from '../content/content-source.server.ts'
import { isCrawler } from './bot-traffic.server.ts'
import type { LeadsDeps } from './leads-deps.server.ts'
import { jsonResponse, refuseForeignLocale, unlessStoreFails } from './leads-responses.server.ts'
import type { StoredImpression } from './leads-store.server.ts'
import { readJsonBody } from './read-json-body.server.ts'

export function handleImpression(request: Request, deps: LeadsDeps): Promise<Response> {
  return unlessStoreFails('/api/impression', () => answerImpression(request, deps))
}

async function answerImpression(request: Request, deps: LeadsDeps): Promise<Response> {
  const read = await readJsonBody(request, impressionRequestSchema)
  if (!read.ok) return read.response
  const { device, trackingData, impressionId, locale, noProducts } = read.body
  const foreignLocale = refuseForeignLocale(deps.website, locale)
  if (foreignLocale) return foreignLocale

  let stored: StoredImpression | undefined = impressionId ? await deps.store.findImpression(impressionId) : undefined
  if (!stored) {
    stored = {
      id: deps.newId(),
      uniqueUserId: trackingData.uniqueUserId ?? deps.newId(),
      channel: resolveChannel(trackingData),
    }
    await deps.store.insertImpression({
      ...stored,
      locale,
      subId: subIdOf(trackingData),
      trackingData: JSON.stringify(trackingData),
      device: JSON.stringify(device),
      bot: isCrawler(request),
    })
  }
  const impression: Impression = {
    id: stored.id,
    uniqueUserId: stored.uniqueUserId,
    source: { channel: stored.channel },
  }
  const products = noProducts ? '[]' : await rankedProducts(deps, locale)
  return jsonResponse(`{"impression":${JSON.stringify(impression)},"products":${products}}`)
}

/**
 * The ranked products; none while the content source is down with no copy to fall back on: the
 * impression is the attribution and must not wait for the CMS (the page shows its own list).
 */
async function rankedProducts(deps: LeadsDeps, locale: Locale): Promise<string> {
  try {
    return await deps.catalogue.rankedJson(locale)
  } catch (error) {
    if (!(error instanceof ContentUpstreamError)) throw error
    reportError(error, { level: 'warning', tags: { path: '/api/impression' } })
    return '[]'
  }
}

// POST /impression: the visitor's impression, created or (for a known impressionId) returned as it
// was stored, with the site's ranked products for the locale unless the page asks for none.
import { type Impression, impressionRequestSchema } from '../../api/leads/schemas.ts'
import { resolveChannel } from '../../attribution/channels.ts'
import { subIdOf } from '../../attribution/tracking-fields.ts'
import type { LeadsDeps } from './leads-deps.server.ts'
import { jsonResponse, refuseForeignLocale } from './leads-responses.server.ts'
import type { StoredImpression } from './leads-store.server.ts'
import { readJsonBody } from './read-json-body.server.ts'

export async function handleImpression(request: Request, deps: LeadsDeps): Promise<Response> {
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
    })
  }
  const impression: Impression = {
    id: stored.id,
    uniqueUserId: stored.uniqueUserId,
    source: { channel: stored.channel },
  }
  const products = noProducts ? '[]' : deps.catalogue.rankedJson(locale)
  return jsonResponse(`{"impression":${JSON.stringify(impression)},"products":${products}}`)
}

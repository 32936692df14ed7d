// The /go/ link of a product (docs/decisions/013): it carries what the click needs, so the click is
// recorded against the visit's impression and credited to its campaign without any cookie. The
// subId names the campaign, not the person, and always goes; the advertising click ids are handed
// to the operator only with marketing consent. The server reads the link with the same table
// (trackingDataFromQuery) and zod schemas, and trusts nothing in it beyond that.
import { impressionIdSchema } from '../api/leads/schemas.ts'
import { clickIdParameters, subIdOf, type TrackingData } from './tracking-fields.ts'

/** The query parameter that carries the impression id. */
export const impressionParameter = 'imp'
/** One of the subId's aliases (tracking-fields.ts): the name operators expect. */
const subIdParameter = 'subid'

export type OutboundVisit = { impressionId: string | undefined; trackingData: TrackingData; marketing: boolean }

export function outboundHref(productId: string, { impressionId, trackingData, marketing }: OutboundVisit): string {
  const search = new URLSearchParams()
  if (impressionId) search.set(impressionParameter, impressionId)
  search.set(subIdParameter, subIdOf(trackingData))
  if (marketing) for (const [parameter, value] of clickIdParameters(trackingData)) search.set(parameter, value)
  return `/go/${productId}/?${search}`
}

/** The impression id a /go/ link names, if it is one at all. */
export function linkedImpressionId(search: URLSearchParams): string | undefined {
  const parsed = impressionIdSchema.safeParse(search.get(impressionParameter))
  return parsed.success ? parsed.data : undefined
}

// The /go/ link of a product (docs/decisions/013): it carries what the click needs, so the click is
// recorded against the visit's impression and credited to its campaign without any cookie. The
// subId names the campaign, not the person, and always goes; the advertising click ids are handed
// to the operator only with marketing consent. The page and the card's list position say which
// placement earned the click (the operator's report). The server reads the link with the same table
// (trackingDataFromQuery) and zod schemas, and trusts nothing in it beyond that.
import { impressionIdSchema } from '../contracts/leads/schemas.ts'
import { clickIdParameters, subIdOf, type TrackingData } from '../contracts/tracking-fields.ts'
import { lazySchema, z } from '../lib/zod.ts'

/** The query parameter that carries the impression id. */
export const impressionParameter = 'imp'
/** One of the subId's aliases (tracking-fields.ts): the name operators expect. */
const subIdParameter = 'subid'
const pageParameter = 'page'
const positionParameter = 'pos'

/** Where the link was shown: the page's path and the card's place in its list (1 = first). */
export type OutboundPlacement = { page: string; position: number }

export type OutboundVisit = { impressionId: string | undefined; trackingData: TrackingData; marketing: boolean }

/** The link of a product card; without the visit (on the server, before attribution runs) it names the placement only. */
export function outboundHref(productId: string, placement: OutboundPlacement, visit?: OutboundVisit): string {
  const search = new URLSearchParams()
  if (visit?.impressionId) search.set(impressionParameter, visit.impressionId)
  if (visit) search.set(subIdParameter, subIdOf(visit.trackingData))
  search.set(pageParameter, placement.page)
  search.set(positionParameter, String(placement.position))
  if (visit?.marketing)
    for (const [parameter, value] of clickIdParameters(visit.trackingData)) search.set(parameter, value)
  return `/go/${productId}/?${search}`
}

// Built on first use: only the server reads links.
const pageSchema = lazySchema(() => z.string().check(z.maxLength(300), z.regex(/^\/[\w./~%-]*$/)))
const positionSchema = lazySchema(() => z.string().check(z.regex(/^[1-9]\d{0,2}$/)))

/** The placement a /go/ link names; a value that does not parse is left out, never trusted. */
export function linkedPlacement(search: URLSearchParams): Partial<OutboundPlacement> {
  const page = pageSchema.safeParse(search.get(pageParameter))
  const position = positionSchema.safeParse(search.get(positionParameter))
  return { page: page.success ? page.data : undefined, position: position.success ? Number(position.data) : undefined }
}

/** The impression id a /go/ link names, if it is one at all. */
export function linkedImpressionId(search: URLSearchParams): string | undefined {
  const parsed = impressionIdSchema.safeParse(search.get(impressionParameter))
  return parsed.success ? parsed.data : undefined
}

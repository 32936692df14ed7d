// POST /user-events: a product view, or the initial product list, of a known impression, naming
// products of the site's catalogue. A product view is stored once per product per impression (the
// store's unique index).
import { userEventRequestSchema } from '../../contracts/leads/schemas.ts'
import { isCrawler } from './bot-traffic.server.ts'
import type { LeadsDeps } from './leads-deps.server.ts'
import { jsonResponse, leadsErrorResponse, unlessStoreFails } from './leads-responses.server.ts'
import { readJsonBody } from './read-json-body.server.ts'
import { unknownImpression } from './unknown-impression.server.ts'

export function handleUserEvent(request: Request, deps: LeadsDeps): Promise<Response> {
  return unlessStoreFails('/api/user-events', () => answerUserEvent(request, deps))
}

async function answerUserEvent(request: Request, deps: LeadsDeps): Promise<Response> {
  const read = await readJsonBody(request, userEventRequestSchema)
  if (!read.ok) return read.response
  const event = read.body
  const placements = event.partitionKey === 'productView' ? [event.data] : event.data.products
  const products = await Promise.all(placements.map((placement) => deps.catalogue.find(placement.productId)))
  const unknown = products.findIndex((product) => !product)
  if (unknown !== -1) {
    const field = event.partitionKey === 'productView' ? 'data.productId' : `data.products.${unknown}.productId`
    return leadsErrorResponse(400, {
      code: 'invalid_body',
      message: `${field}: no product ${placements[unknown]?.productId} in the catalogue`,
      field,
    })
  }
  if (!(await deps.store.findImpression(event.data.impressionId))) return unknownImpression('data.impressionId')
  const recorded = await deps.store.insertUserEvents(
    event.data.impressionId,
    event.partitionKey,
    placements,
    isCrawler(request),
  )
  return jsonResponse({ recorded })
}

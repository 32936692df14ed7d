// POST /user-events: a product view, or the initial product list, of a known impression.
import { userEventRequestSchema } from '../../api/leads/schemas.ts'
import type { LeadsDeps } from './leads-deps.server.ts'
import { jsonResponse } from './leads-responses.server.ts'
import { readJsonBody } from './read-json-body.server.ts'
import { unknownImpression } from './unknown-impression.server.ts'

export async function handleUserEvent(request: Request, deps: LeadsDeps): Promise<Response> {
  const read = await readJsonBody(request, userEventRequestSchema)
  if (!read.ok) return read.response
  const event = read.body
  if (!(await deps.store.findImpression(event.data.impressionId))) return unknownImpression('data.impressionId')
  const placements = event.partitionKey === 'productView' ? [event.data] : event.data.products
  const recorded = await deps.store.insertUserEvents(event.data.impressionId, event.partitionKey, placements)
  return jsonResponse({ recorded })
}

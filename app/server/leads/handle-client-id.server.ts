// POST /client-id: an advertising network's browser id (and click id) for an impression.
import { clientIdRequestSchema } from '../../api/leads/schemas.ts'
import type { LeadsDeps } from './leads-deps.server.ts'
import { jsonResponse } from './leads-responses.server.ts'
import { readJsonBody } from './read-json-body.server.ts'
import { unknownImpression } from './unknown-impression.server.ts'

export async function handleClientId(request: Request, deps: LeadsDeps): Promise<Response> {
  const read = await readJsonBody(request, clientIdRequestSchema)
  if (!read.ok) return read.response
  if (!(await deps.store.findImpression(read.body.impressionId))) return unknownImpression('impressionId')
  return jsonResponse({ recorded: await deps.store.insertClientId(read.body) })
}

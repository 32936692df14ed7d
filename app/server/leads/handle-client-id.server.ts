// POST /client-id: an advertising network's browser id (and click id) for an impression, in one of
// the site's locales.
import { clientIdRequestSchema } from '../../contracts/leads/schemas.ts'
import type { LeadsDeps } from './leads-deps.server.ts'
import { jsonResponse, refuseForeignLocale, unlessStoreFails } from './leads-responses.server.ts'
import { readJsonBody } from './read-json-body.server.ts'
import { unknownImpression } from './unknown-impression.server.ts'

export function handleClientId(request: Request, deps: LeadsDeps): Promise<Response> {
  return unlessStoreFails('/api/client-id', () => answerClientId(request, deps))
}

async function answerClientId(request: Request, deps: LeadsDeps): Promise<Response> {
  const read = await readJsonBody(request, clientIdRequestSchema)
  if (!read.ok) return read.response
  const foreignLocale = refuseForeignLocale(deps.website, read.body.locale)
  if (foreignLocale) return foreignLocale
  if (!(await deps.store.findImpression(read.body.impressionId))) return unknownImpression('impressionId')
  return jsonResponse({ recorded: await deps.store.insertClientId(read.body) })
}

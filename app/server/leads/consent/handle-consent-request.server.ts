// POST /api/consent: one saved consent choice, as proof of consent. A Request in, a Response out;
// the server route mounts it and tests serve it over real HTTP. The visitor's IP address is not
// read, let alone stored.
import { consentRecordSchema } from '../../../consent/consent-record.ts'
import { jsonResponse, leadsErrorResponse, unlessStoreFails } from '../leads-responses.server.ts'
import { readJsonBody } from '../read-json-body.server.ts'
import type { ConsentStore } from './consent-store.server.ts'

/** A browser's clock may run this far ahead of the server's; a givenAt beyond it is not a real choice. */
export const clockSkewToleranceMs = 5 * 60_000

export async function handleConsentRequest(request: Request, store: ConsentStore, now = new Date()): Promise<Response> {
  const result = await readJsonBody(request, consentRecordSchema)
  if (!result.ok) return result.response
  const record = result.body
  if (Date.parse(record.givenAt) > now.getTime() + clockSkewToleranceMs)
    return leadsErrorResponse(400, {
      code: 'invalid_body',
      message: `givenAt: ${record.givenAt} is in the future`,
      field: 'givenAt',
    })
  return unlessStoreFails('/api/consent', async () => {
    await store.add(record, now)
    return jsonResponse({ id: record.id }, 201)
  })
}

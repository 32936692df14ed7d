// Every HTML page answer names the consent class it was rendered for, as an edge cache in front reads
// the request (app/consent/consent-class.ts, edgeConsentClass): the edge keys pages on its own reading
// and keeps an answer only when the two agree (deploy/nginx/site.conf, docs/decisions/076). Taken from
// the door's reading of the request being answered (request/page-request-context.server.ts), so an
// answer from the page cache (rendered for another visitor of the same class) names this visitor's.
import { edgeConsentClassHeader } from '../consent/consent-class.ts'
import type { PageRequestAtTheDoor } from './request/page-request-context.server.ts'

export function withEdgeConsentClass(response: Response, door: PageRequestAtTheDoor | undefined): Response {
  if (!door || !response.headers.get('content-type')?.startsWith('text/html')) return response
  try {
    response.headers.set(edgeConsentClassHeader, door.edgeConsentClass)
    return response
  } catch {
    // A response with immutable headers (one fetch made): copied once.
    const copy = new Response(response.body, response)
    copy.headers.set(edgeConsentClassHeader, door.edgeConsentClass)
    return copy
  }
}

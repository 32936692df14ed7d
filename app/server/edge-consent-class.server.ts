// Every HTML answer names the consent class it was rendered for, as an edge cache in front reads
// it (app/consent/consent-class.ts, edgeConsentClass): the edge keys pages on its own reading of
// the request and keeps an answer only when the two agree (deploy/nginx/site.conf, docs/decisions/076).
// Read from the request being answered, so an answer from the page cache (rendered for another
// visitor of the same class) names this visitor's reading, which is the one the edge compares.
import { type ConsentClassRules, edgeConsentClass, edgeConsentClassHeader } from '../consent/consent-class.ts'

export function withEdgeConsentClass(request: Request, response: Response, rules: ConsentClassRules): Response {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response
  const value = edgeConsentClass(
    { cookieHeader: request.headers.get('cookie'), secGpc: request.headers.get('sec-gpc') },
    rules,
  )
  try {
    response.headers.set(edgeConsentClassHeader, value)
    return response
  } catch {
    // A response with immutable headers (one fetch made): copied once.
    const copy = new Response(response.body, response)
    copy.headers.set(edgeConsentClassHeader, value)
    return copy
  }
}

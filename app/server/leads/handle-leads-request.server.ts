// The leads API as one fetch handler: routes a request to its endpoint and turns any failure of
// the store into a 503 the client may retry (leads-responses.server.ts).
import { handleClientId } from './handle-client-id.server.ts'
import { handleImpression } from './handle-impression.server.ts'
import { handleOutboundClick } from './handle-outbound-click.server.ts'
import { handleUserEvent } from './handle-user-event.server.ts'
import type { LeadsDeps } from './leads-deps.server.ts'
import { leadsErrorResponse, unlessStoreFails } from './leads-responses.server.ts'

type Endpoint = (request: Request, deps: LeadsDeps, parameter: string) => Response | Promise<Response>

const endpoints: ReadonlyArray<readonly [pattern: RegExp, endpoint: Endpoint]> = [
  [/^\/api\/impression$/, handleImpression],
  [/^\/api\/user-events$/, handleUserEvent],
  [/^\/api\/client-id$/, handleClientId],
  [/^\/go\/([a-z0-9-]+)\/?$/, (request, deps, productId) => handleOutboundClick(request, productId, deps)],
]

export async function handleLeadsRequest(request: Request, deps: LeadsDeps): Promise<Response> {
  const { pathname } = new URL(request.url)
  for (const [pattern, endpoint] of endpoints) {
    const match = pattern.exec(pathname)
    if (!match) continue
    return unlessStoreFails(pathname, async () => endpoint(request, deps, match[1] ?? ''))
  }
  return leadsErrorResponse(404, { code: 'not_found', message: `No leads endpoint at ${pathname}` })
}

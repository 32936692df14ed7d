// The leads API's routes as the site's file routes map them (app/routes/api/*.ts, app/routes/go/),
// for the integration tests and the bench, which serve the handlers without the whole app.

import { handleClientId } from '../../app/server/leads/handle-client-id.server.ts'
import { handleImpression } from '../../app/server/leads/handle-impression.server.ts'
import { handleOutboundClick } from '../../app/server/leads/handle-outbound-click.server.ts'
import { handlePostback, type PostbackDeps } from '../../app/server/leads/handle-postback.server.ts'
import { handleUserEvent } from '../../app/server/leads/handle-user-event.server.ts'
import type { LeadsDeps } from '../../app/server/leads/leads-deps.server.ts'

const endpoints: Record<string, (request: Request, deps: LeadsDeps) => Promise<Response>> = {
  '/api/impression': handleImpression,
  '/api/user-events': handleUserEvent,
  '/api/client-id': handleClientId,
}

/** postbacks: each network's secret (POSTBACK_TOKENS; none, postbacks are off) and where conversions go on. */
export function answerLeadsRequest(
  request: Request,
  deps: LeadsDeps,
  postbacks: Omit<PostbackDeps, 'store'> = { tokens: new Map(), forwarding: [] },
): Promise<Response> {
  const { pathname } = new URL(request.url)
  const endpoint = endpoints[pathname]
  if (endpoint) return endpoint(request, deps)
  const network = /^\/api\/postback\/([^/]+)$/.exec(pathname)?.[1]
  if (network) return handlePostback(request, decodeURIComponent(network), { store: deps.store, ...postbacks })
  const product = /^\/go\/([^/]+)\/?$/.exec(pathname)?.[1]
  if (product) return handleOutboundClick(request, decodeURIComponent(product), deps)
  return Promise.resolve(
    Response.json({ error: { code: 'not_found', message: `No route ${pathname}` } }, { status: 404 }),
  )
}

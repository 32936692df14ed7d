// The server entry. Every request is handed the process's server runtime (app/server/runtime) and,
// for what the router renders, the page request context (app/server/request) as Start's request
// context: routes, server functions, loaders and middleware take what they need from it. The
// production server (server/serve.ts) builds the page request context at its door and hands it in;
// a request that comes without one (`vite dev`) gets it here. It imports this bundle's named
// exports below, so one module instance of every part serves a process.
import { createStartHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { clientClosedRequest, clientHungUp } from './server/client-hang-up.server.ts'
import { renderPage } from './server/render-page.server.tsx'
import { pageRequestAtTheDoor, pageRequestRulesOf } from './server/request/page-request-context.server.ts'
import { handedDoor, requestContextOf } from './server/runtime/request-context.ts'
import { getServerRuntime } from './server/runtime/server-runtime.server.ts'

export { errorMessages } from './contracts/error-messages.ts'
export { isSameOriginPath } from './security/same-origin-location.ts'
export { nonPageSecurityHeaders, withSecurityHeaders } from './security/security-headers.ts'
export { withEdgeConsentClass } from './server/edge-consent-class.server.ts'
export { clientAddressHeader } from './server/leads/client-address.server.ts'
export { tooManyRequestsAnswer } from './server/leads/rate-limits.server.ts'
export { cacheablePageRequest } from './server/page-request.server.ts'
export { isPurgeBusMessage, purgesEverything } from './server/purge-bus.server.ts'
export { pageRequestAtTheDoor, pageRequestRulesOf } from './server/request/page-request-context.server.ts'
export { healthResponse, readinessResponse } from './server/runtime/readiness.server.ts'
export { loadServerConfig, ServerConfigError } from './server/runtime/server-config.server.ts'
export { routeKindOf } from './server/runtime/server-metrics.server.ts'
export { getServerRuntime }

// Start's handler with the site's page render (server/render-page.server.tsx), without its default
// entry's catch-all: a request whose client hung up is answered here
// (server/client-hang-up.server.ts); what else fails goes to Start's error answer.
const startHandler = createStartHandler(renderPage)

export default createServerEntry({
  async fetch(request, options) {
    try {
      const runtime = getServerRuntime()
      const handed = handedDoor(options?.context)
      const door = handed ? handed.door : await pageRequestAtTheDoor(request, pageRequestRulesOf(runtime))
      const context: Record<string, unknown> = requestContextOf(runtime, door?.context)
      return await startHandler(request, { context })
    } catch (error) {
      if (clientHungUp(request, error)) return clientClosedRequest()
      throw error
    }
  },
})

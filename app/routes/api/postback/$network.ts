// GET /api/postback/{network}: an affiliate network's server-to-server conversion postback
// (app/server/leads/handle-postback.server.ts), under the network servers' rate budget.
import { createFileRoute } from '@tanstack/react-router'
import { handlePostback } from '../../../server/leads/handle-postback.server.ts'
import { runtimeOf } from '../../../server/runtime/request-context.ts'

export const Route = createFileRoute('/api/postback/$network')({
  server: {
    handlers: {
      ANY: async ({ request, params, context }) => {
        const runtime = runtimeOf(context)
        return (
          (await runtime.door.refuseOverBudget('postback', request)) ??
          handlePostback(request, params.network, {
            store: runtime.leads.store,
            tokens: runtime.config.leads.postbackTokens,
            forwarding: runtime.leads.conversionTargets,
          })
        )
      },
    },
  },
})

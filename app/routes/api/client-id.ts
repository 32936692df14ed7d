// POST /api/client-id (the leads API, SPEC section 7): a thin adapter over app/server/leads. Every method
// goes to the handler, which answers 405 to all but POST instead of falling through to the pages.
import { createFileRoute } from '@tanstack/react-router'
import { handleClientId } from '../../server/leads/handle-client-id.server.ts'
import { runtimeOf } from '../../server/runtime/request-context.ts'

export const Route = createFileRoute('/api/client-id')({
  server: {
    handlers: {
      ANY: async ({ request, context }) => {
        const runtime = runtimeOf(context)
        return (await runtime.door.refuseOverBudget('client-id', request)) ?? handleClientId(request, runtime.leads)
      },
    },
  },
})

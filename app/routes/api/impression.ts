// POST /api/impression (the leads API, SPEC section 7): a thin adapter over app/server/leads. Every method
// goes to the handler, which answers 405 to all but POST instead of falling through to the pages.
import { createFileRoute } from '@tanstack/react-router'
import { handleImpression } from '../../server/leads/handle-impression.server.ts'
import { runtimeOf } from '../../server/runtime/request-context.ts'

export const Route = createFileRoute('/api/impression')({
  server: {
    handlers: {
      ANY: async ({ request, context }) => {
        const runtime = runtimeOf(context)
        return (await runtime.door.refuseOverBudget('impression', request)) ?? handleImpression(request, runtime.leads)
      },
    },
  },
})

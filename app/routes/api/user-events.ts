// POST /api/user-events (the leads API, SPEC section 7): a thin adapter over app/server/leads. Every method
// goes to the handler, which answers 405 to all but POST instead of falling through to the pages.
import { createFileRoute } from '@tanstack/react-router'
import { handleUserEvent } from '../../server/leads/handle-user-event.server.ts'
import { runtimeOf } from '../../server/runtime/request-context.ts'

export const Route = createFileRoute('/api/user-events')({
  server: {
    handlers: {
      ANY: async ({ request, context }) => {
        const runtime = runtimeOf(context)
        return (await runtime.door.refuseOverBudget('user-events', request)) ?? handleUserEvent(request, runtime.leads)
      },
    },
  },
})

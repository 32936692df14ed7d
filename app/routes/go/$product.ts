// GET /go/{product}: the tracked outbound click to a casino operator (app/server/leads).
import { createFileRoute } from '@tanstack/react-router'
import { handleOutboundClick } from '../../server/leads/handle-outbound-click.server.ts'
import { runtimeOf } from '../../server/runtime/request-context.ts'

export const Route = createFileRoute('/go/$product')({
  server: {
    handlers: {
      ANY: async ({ request, params, context }) => {
        const runtime = runtimeOf(context)
        // Over budget, the visitor still goes on; the click is not recorded.
        const { allowed } = await runtime.door.admit('click-out', request)
        return handleOutboundClick(request, params.product, runtime.leads, { record: allowed })
      },
    },
  },
})

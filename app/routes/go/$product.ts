// GET /go/{product}: the tracked outbound click to a casino operator (app/server/leads).
import { createFileRoute } from '@tanstack/react-router'
import { handleOutboundClick } from '../../server/leads/handle-outbound-click.server.ts'
import { runtimeOf } from '../../server/runtime/request-context.ts'

export const Route = createFileRoute('/go/$product')({
  server: {
    handlers: {
      ANY: ({ request, params, context }) => handleOutboundClick(request, params.product, runtimeOf(context).leads),
    },
  },
})

// Proof of consent: each saved choice is POSTed here and kept by the embedded leads service.
import { createFileRoute } from '@tanstack/react-router'
import { handleConsentRequest } from '../../server/leads/consent/handle-consent-request.server.ts'
import { runtimeOf } from '../../server/runtime/request-context.ts'

export const Route = createFileRoute('/api/consent')({
  server: {
    handlers: {
      ANY: async ({ request, context }) => {
        const runtime = runtimeOf(context)
        return (
          (await runtime.door.refuseOverBudget('consent', request)) ??
          handleConsentRequest(request, runtime.leads.consentStore)
        )
      },
    },
  },
})

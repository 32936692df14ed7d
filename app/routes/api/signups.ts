// The embedded leads service's signup endpoint: POST /api/signups stores a signup form's answers.
import { createFileRoute } from '@tanstack/react-router'
import { handleSignupRequest } from '../../server/leads/signups/handle-signup-request.server.ts'
import { runtimeOf } from '../../server/runtime/request-context.ts'

export const Route = createFileRoute('/api/signups')({
  server: {
    handlers: {
      ANY: async ({ request, context }) => {
        const runtime = runtimeOf(context)
        return (
          (await runtime.door.refuseOverBudget('signup', request)) ??
          handleSignupRequest(request, { website: runtime.config.website, store: () => runtime.leads.signupStore })
        )
      },
    },
  },
})

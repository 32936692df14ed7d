// The embedded leads service's signup endpoint: POST /api/signups stores a signup form's answers.
import { createFileRoute } from '@tanstack/react-router'
import { websiteFromEnv } from '../../server/content/content-runtime.server.ts'
import { handleSignupRequest } from '../../server/leads/signups/handle-signup-request.server.ts'
import { type SignupStore, signupStoreOf } from '../../server/leads/signups/signup-store.server.ts'
import { getLeadsDatabase } from '../../server/leads/store/open-leads-database.server.ts'

let store: SignupStore | undefined
const signupStore = () => {
  store ??= signupStoreOf(getLeadsDatabase())
  return store
}
const handle = ({ request }: { request: Request }) =>
  handleSignupRequest(request, { website: websiteFromEnv(), store: signupStore })

export const Route = createFileRoute('/api/signups')({
  server: { handlers: { ANY: handle } },
})

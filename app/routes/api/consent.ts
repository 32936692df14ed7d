// Proof of consent: each saved choice is POSTed here and kept by the embedded leads service.
import { createFileRoute } from '@tanstack/react-router'
import { getConsentStore } from '../../server/leads/consent/consent-runtime.server.ts'
import { handleConsentRequest } from '../../server/leads/consent/handle-consent-request.server.ts'

const handle = ({ request }: { request: Request }) => handleConsentRequest(request, getConsentStore())

export const Route = createFileRoute('/api/consent')({
  server: { handlers: { ANY: handle } },
})

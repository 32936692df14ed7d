// A publish in the CMS: drops the changed pages and content from every cache of the site
// (app/server/revalidate, docs/decisions/018-revalidation-and-live-preview.md).
import { createFileRoute } from '@tanstack/react-router'
import { websiteFromEnv } from '../../server/content/content-runtime.server.ts'
import { publishPurge } from '../../server/purge-bus.server.ts'
import { handleRevalidateRequest } from '../../server/revalidate/handle-revalidate-request.server.ts'
import { revalidateSecretFromEnv } from '../../server/revalidate/revalidate-signature.server.ts'

const handle = ({ request }: { request: Request }) =>
  handleRevalidateRequest(request, {
    secret: revalidateSecretFromEnv(),
    website: websiteFromEnv(),
    publish: publishPurge,
  })

export const Route = createFileRoute('/api/revalidate')({
  server: { handlers: { ANY: handle } },
})

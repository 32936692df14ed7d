// The content API (the embedded headless CMS's delivery API) under /api/content/*. Every method goes
// to the handler, which answers GET and HEAD and says 405 to the rest; without the ANY handler,
// other methods would fall through to the page router.
import { createFileRoute } from '@tanstack/react-router'
import { runtimeOf } from '../../../server/runtime/request-context.ts'

export const Route = createFileRoute('/api/content/$')({
  server: { handlers: { ANY: ({ request, context }) => runtimeOf(context).content.serve(request) } },
})

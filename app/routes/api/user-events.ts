// POST /api/user-events (the leads API, SPEC section 7): a thin adapter over app/server/leads. Every method
// goes to the handler, which answers 405 to all but POST instead of falling through to the pages.
import { createFileRoute } from '@tanstack/react-router'
import { serveLeadsRequest } from '../../server/leads/leads-runtime.server.ts'

export const Route = createFileRoute('/api/user-events')({ server: { handlers: { ANY: serveLeadsRequest } } })

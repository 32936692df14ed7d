// GET /go/{product}: the tracked outbound click to a casino operator (app/server/leads).
import { createFileRoute } from '@tanstack/react-router'
import { serveLeadsRequest } from '../../server/leads/leads-runtime.server.ts'

export const Route = createFileRoute('/go/$product')({ server: { handlers: { ANY: serveLeadsRequest } } })

// The leads API alone, as the benchmark measures it: the same handlers and wiring as the site's
// /api routes (the server runtime from the environment: LEADS_DB_PATH or DATABASE_URL, products
// from the configured content source; postbacks with POSTBACK_TOKENS, forwarded as the runtime's configuration says), served by srvx. Prints its
// URL on stdout once listening, and on SIGTERM how many 200 answers it gave.
import { serve } from 'srvx'
import { getServerRuntime } from '../app/server/runtime/server-runtime.server.ts'
import { answerLeadsRequest } from '../tests/support/leads-routes.ts'

const runtime = getServerRuntime()
const deps = runtime.leads
let answered200 = 0
const server = serve({
  port: 0,
  hostname: '127.0.0.1',
  silent: true,
  fetch: async (request) => {
    const response = await answerLeadsRequest(request, deps, {
      tokens: runtime.config.leads.postbackTokens,
      forwarding: runtime.leads.conversionTargets,
    })
    if (response.status === 200) answered200++
    return response
  },
})
await server.ready()
console.log(server.url)
process.on('SIGTERM', () => {
  console.log(answered200)
  process.exit(0)
})

// The leads API alone, as the benchmark measures it: the same handler and wiring as the site's
// /api routes (SQLite file from LEADS_DB_PATH, products from the content store), served by srvx.
// Prints its URL on stdout once listening, and on SIGTERM how many 200 answers it gave.
import { serve } from 'srvx'
import { handleLeadsRequest } from '../app/server/leads/handle-leads-request.server.ts'
import { getLeadsDeps } from '../app/server/leads/leads-runtime.server.ts'

const deps = getLeadsDeps()
let answered200 = 0
const server = serve({
  port: 0,
  hostname: '127.0.0.1',
  silent: true,
  fetch: async (request) => {
    const response = await handleLeadsRequest(request, deps)
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

// Serves the production build: hashed client assets from dist/client, everything else through
// TanStack Start's fetch handler. Run by `npm run serve`; honours PORT (default 3000) and HOST.
import { STATUS_CODES } from 'node:http'
import { fileURLToPath } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { withSecurityHeaders } from '../app/security/security-headers.ts'
import { stageFromEnv } from '../app/site/stage.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const { default: app } = (await import(`${root}dist/server/server.js`)) as {
  default: { fetch: (request: Request) => Promise<Response> }
}

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'

const assets = staticMiddleware({ dir: `${root}dist/client`, maxAge: 31536000, immutable: true })
const publicFiles = staticMiddleware({ dir: `${root}dist/client`, maxAge: 3600 })

serve({
  port,
  hostname,
  silent: true,
  middleware: [
    // Files get the same security headers as what the app answers (app/start.ts adds them there).
    async (request, next) =>
      withSecurityHeaders(
        await (new URL(request.url).pathname.startsWith('/assets/')
          ? assets(request, next)
          : publicFiles(request, next)),
        stageFromEnv(process.env),
      ),
  ],
  fetch: async (request) => {
    const response = await app.fetch(request)
    // Fetch handlers leave statusText empty; HTTP/1.1 clients expect the reason phrase.
    if (response.statusText || !STATUS_CODES[response.status]) return response
    return new Response(response.body, {
      status: response.status,
      statusText: STATUS_CODES[response.status],
      headers: response.headers,
    })
  },
})
console.log(`Serving on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)

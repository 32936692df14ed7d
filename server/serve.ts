// Serves the production build: hashed client assets from dist/client, everything else through
// TanStack Start's fetch handler. Run by `npm run serve`; honours PORT (default 3000), HOST and
// WEB_CONCURRENCY (worker processes, server/cluster.ts).
import { readdirSync } from 'node:fs'
import { STATUS_CODES } from 'node:http'
import { fileURLToPath } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { renderCookieNames } from '../app/consent/render-cookies.ts'
import { withSecurityHeaders } from '../app/security/security-headers.ts'
import { stageFromEnv } from '../app/site/stage.ts'
import { siteIdFromEnv, websiteById } from '../app/site/website.ts'
import { sharesPort, stopGracefullyOnSignal, superviseWorkers } from './cluster.ts'
import { compressResponse } from './compress-response.ts'
import { pageCacheMaxBytes, pageCacheSecondsFromEnv, withPageCache } from './page-cache/page-cache.ts'

// With WEB_CONCURRENCY over 1 this process only supervises the workers, each of which runs this file.
await superviseWorkers(process.env)

const root = fileURLToPath(new URL('..', import.meta.url))
const { default: app } = (await import(`${root}dist/server/server.js`)) as {
  default: { fetch: (request: Request) => Promise<Response> }
}

/** An answer of the app as it leaves: gzipped when the client takes it, with the reason phrase. */
function deliver(request: Request, appResponse: Response): Response {
  const response = compressResponse(request, appResponse)
  // Fetch handlers leave statusText empty; HTTP/1.1 clients expect the reason phrase.
  if (response.statusText || !STATUS_CODES[response.status]) return response
  return new Response(response.body, {
    status: response.status,
    statusText: STATUS_CODES[response.status],
    headers: response.headers,
  })
}

// Pages rendered at most once per PAGE_CACHE_SECONDS and key (docs/decisions/009-page-cache.md).
const answer = withPageCache({
  render: (request) => app.fetch(request),
  deliver,
  ttlSeconds: pageCacheSecondsFromEnv(process.env),
  maxBytes: pageCacheMaxBytes,
  pageRules: {
    website: websiteById(siteIdFromEnv(process.env.SITE_ID)),
    renderCookieNames: Object.values(renderCookieNames(process.env)),
  },
})

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'
const stage = stageFromEnv(process.env)

const assets = staticMiddleware({ dir: `${root}dist/client`, maxAge: 31536000, immutable: true })
const publicFiles = staticMiddleware({ dir: `${root}dist/client`, maxAge: 3600 })
// The build's files never change while serving: list them once, so a page or API request goes
// straight to the app instead of through a file-system lookup (which costs more than the render
// under load: every lookup queues on libuv's small thread pool).
const clientFiles = new Set(
  readdirSync(`${root}dist/client`, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${`${entry.parentPath}/${entry.name}`.slice(`${root}dist/client/`.length)}`),
)

/** The path as a file name; a malformed escape is no file (the app answers it). */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

const server = serve({
  port,
  hostname,
  silent: true,
  // server/cluster.ts stops it, the same way under CI as anywhere (srvx's own is off when CI is set).
  gracefulShutdown: false,
  reusePort: sharesPort(),
  middleware: [
    // Files get the same security headers as what the app answers (app/start.ts adds them there).
    async (request, next) => {
      const { pathname } = new URL(request.url)
      if (!clientFiles.has(decodedPath(pathname))) return next()
      return withSecurityHeaders(
        await (pathname.startsWith('/assets/') ? assets(request, next) : publicFiles(request, next)),
        stage,
      )
    },
  ],
  fetch: answer,
})
stopGracefullyOnSignal(server)
console.log(`Serving on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)

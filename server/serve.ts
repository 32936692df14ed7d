// Serves the production build: hashed client assets from dist/client, everything else through
// TanStack Start's fetch handler. Run by `npm run serve`; honours PORT (default 3000), HOST and
// WEB_CONCURRENCY (worker processes, server/cluster.ts).
import { readdirSync } from 'node:fs'
import { STATUS_CODES } from 'node:http'
import { fileURLToPath } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { renderCookieNames } from '../app/consent/render-cookies.ts'
import { errorMessages } from '../app/errors/messages.ts'
import { isSameOriginPath } from '../app/security/same-origin-location.ts'
import { withSecurityHeaders } from '../app/security/security-headers.ts'
import { onPurge, purgesEverything } from '../app/server/purge-bus.server.ts'
import { stageFromEnv } from '../app/site/stage.ts'
import { siteIdFromEnv, websiteById } from '../app/site/website.ts'
import { sharesPort, stopGracefullyOnSignal, superviseWorkers } from './cluster.ts'
import { compressResponse } from './compress-response.ts'
import { pageCacheMaxBytesFromEnv, pageCacheSecondsFromEnv, withPageCache } from './page-cache/page-cache.ts'

// With WEB_CONCURRENCY over 1 this process only supervises the workers, each of which runs this file.
await superviseWorkers(process.env)

const root = fileURLToPath(new URL('..', import.meta.url))
const { default: app, reportServerError } = (await import(`${root}dist/server/server.js`)) as {
  default: { fetch: (request: Request) => Promise<Response> }
  reportServerError: (error: unknown, where: string) => void
}

// No client can end the process (docs/decisions/014-server-faults.md): every stream's errors are
// handled where it is made, and what still escapes (a library's stream without a listener, a
// promise nobody awaits) is logged and reported, and the server goes on serving. An exit would
// drop every other visitor's request, and the supervisor's restart would meet the same traffic.
process.on('uncaughtException', (error) => reportServerError(error, 'uncaughtException'))
process.on('unhandledRejection', (error) => reportServerError(error, 'unhandledRejection'))

const stage = stageFromEnv(process.env)

/** An answer of the app as it leaves: gzipped when the client takes it, with the reason phrase. */
function deliver(request: Request, appResponse: Response): Response {
  // The app's middleware adds the security headers, but Start answers some requests before it runs.
  const secured = withSecurityHeaders(appResponse, stage)
  // A failure is never kept by a cache in front, whatever the route said (an outage must not outlive itself).
  if (secured.status >= 500) secured.headers.set('cache-control', 'no-store')
  const response = compressResponse(request, secured)
  // Fetch handlers leave statusText empty; HTTP/1.1 clients expect the reason phrase.
  if (response.statusText || !STATUS_CODES[response.status]) return response
  return new Response(response.body, {
    status: response.status,
    statusText: STATUS_CODES[response.status],
    headers: response.headers,
  })
}

// Pages rendered at most once per PAGE_CACHE_SECONDS and key (docs/decisions/009-page-cache.md).
const pageCache = withPageCache({
  render: (request) => app.fetch(request),
  deliver,
  ttlSeconds: pageCacheSecondsFromEnv(process.env),
  maxBytes: pageCacheMaxBytesFromEnv(process.env),
  pageRules: {
    website: websiteById(siteIdFromEnv(process.env.SITE_ID)),
    renderCookies: renderCookieNames(process.env),
  },
})
// A publish in the CMS, from this worker, another one or another instance (POST /api/revalidate).
onPurge((purge) => pageCache.purge(purgesEverything(purge) ? 'all' : (purge.paths ?? [])))

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'

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

/** A request the app failed to answer is a 500 for that request alone, logged and reported. */
async function answerOrFail(request: Request): Promise<Response> {
  try {
    return await pageCache.answer(request)
  } catch (error) {
    reportServerError(error, new URL(request.url).pathname)
    return withSecurityHeaders(
      new Response(errorMessages.internalServerError, {
        status: 500,
        statusText: STATUS_CODES[500],
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      }),
      stage,
    )
  }
}

/**
 * `//host/x` is a path to us but a host to a browser: Start would redirect it to `http://<Host>/x`,
 * trusting the Host header, before the app's middleware runs. Answered here instead, with a
 * relative Location on the site's own origin; a path that stays ambiguous once its leading
 * slashes are collapsed (`//\\host`) is refused.
 */
function protocolRelativePath(request: Request): Response | undefined {
  const { pathname, search } = new URL(request.url)
  if (!/^\/[/\\]/.test(pathname)) return undefined
  const location = `/${pathname.replace(/^[/\\]+/, '')}${search}`
  const answer = isSameOriginPath(location)
    ? new Response(null, { status: 308, statusText: STATUS_CODES[308], headers: { location } })
    : new Response(null, { status: 400, statusText: STATUS_CODES[400] })
  answer.headers.set('cache-control', 'no-store')
  return withSecurityHeaders(answer, stage)
}

const server = serve({
  port,
  hostname,
  silent: true,
  // server/cluster.ts stops it, the same way under CI as anywhere (srvx's own is off when CI is set).
  gracefulShutdown: false,
  reusePort: sharesPort(),
  middleware: [
    (request, next) => protocolRelativePath(request) ?? next(),
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
  fetch: answerOrFail,
})
stopGracefullyOnSignal(server)
console.log(`Serving on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)

// Serves the production build: hashed client assets from dist/client, everything else through
// TanStack Start's fetch handler. Run by `npm run serve`. Its configuration, and every part it
// works with, come from the built server entry's runtime (app/server/runtime), the one module
// instance of the app in this process: see README's table of environment variables.
import { readdirSync } from 'node:fs'
import { STATUS_CODES } from 'node:http'
import { fileURLToPath } from 'node:url'
import { FastResponse, serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import type * as ServerEntry from '../app/server.ts'
import { announceServing, sharesPort, stopGracefullyOnSignal, superviseWorkers } from './cluster.ts'
import { compressResponse } from './compress-response.ts'
import { serveMetrics } from './metrics-server.ts'
import { withPageCache } from './page-cache/page-cache.ts'
import { createTarpit } from './tarpit.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const entry = (await import(`${root}dist/server/server.js`)) as typeof ServerEntry
const {
  errorMessages,
  isSameOriginPath,
  withSecurityHeaders,
  purgesEverything,
  routeKindOf,
  clientAddressHeader,
  tooManyRequestsAnswer,
  nonPageSecurityHeaders,
  withEdgeConsentClass,
} = entry

let config: ReturnType<typeof entry.loadServerConfig>
try {
  config = entry.loadServerConfig()
} catch (error) {
  if (!(error instanceof entry.ServerConfigError)) throw error
  console.error(`Cannot start: ${error.message}`)
  process.exit(1)
}

// With WEB_CONCURRENCY over 1 this process only supervises the workers, each of which runs this file.
await superviseWorkers({ ...config, isPurgeBusMessage: entry.isPurgeBusMessage })

const runtime = entry.getServerRuntime()
// Start's entry takes per-request options too: this server hands it what its door worked out of the request.
type Door = Awaited<ReturnType<typeof entry.pageRequestAtTheDoor>>
const app = entry.default as { fetch: (request: Request, options: { context: { door: Door } }) => Promise<Response> }
const reportServerError = (error: unknown, where: string) =>
  runtime.errors.report(error, { level: 'fatal', tags: { where } })
// Invalid content or an unreachable content store stops start-up here, not the first visitor.
void runtime.content.source

// No client can end the process (docs/decisions/014-server-faults.md): every stream's errors are
// handled where it is made, and what still escapes (a library's stream without a listener, a
// promise nobody awaits) is logged and reported, and the server goes on serving. An exit would
// drop every other visitor's request, and the supervisor's restart would meet the same traffic.
process.on('uncaughtException', (error) => reportServerError(error, 'uncaughtException'))
process.on('unhandledRejection', (error) => reportServerError(error, 'unhandledRejection'))

const { stage } = config

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
const { metrics } = runtime
const pageCache = withPageCache<Door>({
  render: async (request, door) => {
    const started = performance.now()
    try {
      return await app.fetch(request, { context: { door } })
    } finally {
      metrics.observeRender((performance.now() - started) / 1000)
    }
  },
  deliver,
  ttlSeconds: config.pageCache.ttlSeconds,
  maxBytes: config.pageCache.maxBytes,
  pageRequest: entry.cacheablePageRequest,
  mintNonce: runtime.door.mintCspNonce,
  observe: { lookup: metrics.countPageCacheLookup, keptBytes: metrics.setPageCacheBytes },
})
// A publish in the CMS, from this worker, another one or another instance (POST /api/revalidate).
runtime.content.purgeBus.onPurge((purge) => pageCache.purge(purgesEverything(purge) ? 'all' : (purge.paths ?? [])))

const { port, host: hostname } = config

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

// The page request context (app/server/request): worked out here, once, for the key and the render.
const pageRequestRules = entry.pageRequestRulesOf(runtime)

/** A request the app failed to answer is a 500 for that request alone, logged and reported. */
async function answerOrFail(request: Request): Promise<Response> {
  try {
    const door = await entry.pageRequestAtTheDoor(request, pageRequestRules)
    // What an edge cache keys pages on, named on each page as this request reads it (decision 076).
    return withEdgeConsentClass(await pageCache.answer(request, door), door)
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

const refusalSecurityHeaders = nonPageSecurityHeaders(stage)
/** Refusals are answered a second late; a few thousand at most wait at once (server/tarpit.ts). */
const refusals = createTarpit({ pauseMs: 1000, maxHeld: 5000 })

/**
 * Over budget, answered at the door (app/server/leads/admission.server.ts): the leads API's 429,
 * its headers as a plain list straight to the socket, the request's body never read, the
 * connection kept, the answer held for a second: a flood's refusals then cost little beside the
 * visitors, and come a second apart on each of its connections.
 */
async function refuseAtTheDoor(request: Request, clientAddress: string): Promise<Response | undefined> {
  const refusal = await runtime.door.refusal(request, { pathname: new URL(request.url).pathname, clientAddress })
  if (!refusal) return undefined
  const { body, headers } = tooManyRequestsAnswer(refusal.endpoint, refusal.retryAfterSeconds)
  return refusals.hold(
    new FastResponse(body, {
      status: 429,
      statusText: STATUS_CODES[429],
      headers: { ...headers, ...refusalSecurityHeaders },
    }),
  )
}

/** A load balancer's probes: the process answers (/healthz), and every part it needs does (/readyz). */
async function probe(request: Request): Promise<Response | undefined> {
  const { pathname } = new URL(request.url)
  if (pathname === '/healthz') return entry.healthResponse()
  if (pathname === '/readyz') return entry.readinessResponse(await runtime.readiness())
  return undefined
}

const server = serve({
  port,
  hostname,
  silent: true,
  // server/cluster.ts stops it, the same way under CI as anywhere (srvx's own is off when CI is set).
  gracefulShutdown: false,
  reusePort: sharesPort(),
  middleware: [
    async (request, next) => {
      const response = await next()
      metrics.countRequest(routeKindOf(new URL(request.url).pathname), response.status)
      return response
    },
    async (request, next) => (await probe(request)) ?? next(),
    async (request, next) => {
      // The rate limits' client (app/server/leads/client-address.server.ts); never what the request says it is.
      const clientAddress = runtime.door.clientAddress(request.ip, request.headers.get('x-forwarded-for'))
      const refusal = await refuseAtTheDoor(request, clientAddress)
      if (refusal) return refusal
      // Written only on what goes on: a request's headers are copied on their first change.
      request.headers.set(clientAddressHeader, clientAddress)
      return next()
    },
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
stopGracefullyOnSignal(server, () => runtime.close())
// A rolling restart stops an old worker only once this one listens (its content was loaded above).
announceServing(server.ready())
// A cluster's primary serves the metrics of all workers; a process alone serves its own.
if (sharesPort()) metrics.answerClusterScrapes()
else if (config.metrics) await serveMetrics(config.metrics, () => metrics.registry.metrics())
console.log(`Serving on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)

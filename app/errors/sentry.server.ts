// Server-side error capture for Sentry, over fetch (no Node instrumentation is needed: errors reach
// us through reportError). On only in the production stage with SENTRY_DSN set. Every event is
// tagged with the site id and, from the request being served, its route (path) and locale.
import { createStackParser, createTransport, Scope } from '@sentry/core'
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server'
import { getRequest } from '@tanstack/react-start/server'
import { resolveCountry } from '../i18n/resolve-country.ts'
import { sentryDsnFromEnv } from '../site/runtime-config.ts'
import { siteIdFromEnv, websiteById } from '../site/website.ts'
import type { ErrorReport } from './error-report.ts'

function createClient(dsn: string): ServerRuntimeClient {
  const client = new ServerRuntimeClient({
    dsn,
    environment: 'production',
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    integrations: [],
    stackParser: createStackParser(nodeStackLineParser()),
    transport: (options) =>
      createTransport(options, async (request) => {
        const body = typeof request.body === 'string' ? request.body : new Uint8Array(request.body)
        const response = await fetch(options.url, { method: 'POST', body, headers: options.headers })
        return {
          statusCode: response.status,
          headers: {
            'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
            'retry-after': response.headers.get('retry-after'),
          },
        }
      }),
  })
  client.init()
  return client
}

// One client per process, made on the first report; null when Sentry is off.
let client: ServerRuntimeClient | null | undefined

function sentryClient(): ServerRuntimeClient | null {
  if (client === undefined) {
    const dsn = sentryDsnFromEnv(process.env)
    client = dsn ? createClient(dsn) : null
  }
  return client
}

/** Site, route and locale of the request being served; only the site outside a request. */
function requestTags(): Record<string, string> {
  const siteId = siteIdFromEnv(process.env.SITE_ID)
  const tags: Record<string, string> = { siteId: String(siteId) }
  try {
    const { pathname } = new URL(getRequest().url)
    tags.route = pathname
    tags.locale = resolveCountry(websiteById(siteId), pathname).locale
  } catch {
    // Outside a request, or a path without a country: the tags we have are all there are.
  }
  return tags
}

export function captureOnServer(error: unknown, report: ErrorReport): void {
  const sentry = sentryClient()
  if (!sentry) return
  const scope = new Scope()
  scope.setLevel(report.level)
  scope.setTags({ ...requestTags(), ...report.tags })
  if (report.extra) scope.setExtras(report.extra)
  sentry.captureException(error, { originalException: error }, scope)
}

// Server-side error capture for Sentry, over fetch (no Node instrumentation is needed: errors reach
// us through reportError). On only in the production stage with SENTRY_DSN set. Every event is
// tagged with the site id and, from the request being served, its route (path) and locale.
import { createStackParser, createTransport, Scope } from '@sentry/core'
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server'
import { getRequest } from '@tanstack/react-start/server'
import type { Website } from '../../../app.config.ts'
import type { ErrorReport } from '../../contracts/error-report.ts'
import { resolveCountry } from '../../i18n/resolve-country.ts'

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

/** Site, route and locale of the request being served; only the site outside a request. */
function requestTags(website: Website): Record<string, string> {
  const tags: Record<string, string> = { siteId: String(website.id) }
  try {
    const { pathname } = new URL(getRequest().url)
    tags.route = pathname
    tags.locale = resolveCountry(website, pathname).locale
  } catch {
    // Outside a request, or a path without a country: the tags we have are all there are.
  }
  return tags
}

export type ErrorCapture = (error: unknown, report: ErrorReport) => void

/** The server's Sentry capture; does nothing without a DSN (Sentry is on only in production with SENTRY_DSN). */
export function createServerErrorCapture(dsn: string | undefined, website: Website): ErrorCapture {
  if (!dsn) return () => undefined
  let client: ServerRuntimeClient | undefined
  return (error, report) => {
    client ??= createClient(dsn)
    const scope = new Scope()
    scope.setLevel(report.level)
    scope.setTags({ ...requestTags(website), ...report.tags })
    if (report.extra) scope.setExtras(report.extra)
    client.captureException(error, { originalException: error }, scope)
  }
}

/** The runtime's errors: captured (Sentry, when it is on), and reported (logged, then captured). */
export type ServerErrors = {
  /** Errors reported on the server go here after the log. */
  capture: ErrorCapture
  /** Logs an error and captures it (for parts that report outside any request). */
  report(error: unknown, report: ErrorReport): void
}

export function createServerErrors(dsn: string | undefined, website: Website): ServerErrors {
  const capture = createServerErrorCapture(dsn, website)
  return {
    capture,
    report(error, report) {
      const log = report.level === 'warning' ? console.warn : console.error
      log('[report]', report.level, error instanceof Error ? error.message : error, { ...report.tags, ...report.extra })
      capture(error, report)
    },
  }
}

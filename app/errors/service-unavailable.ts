// A page whose content service cannot answer (a CMS outage with no stored copy, see
// app/server/content/cached-source.server.ts) is temporarily unavailable, not broken: 503 with
// Retry-After instead of 500, so visitors, crawlers and caches come back later
// (docs/decisions/006-cms-outage.md).
import { createSerializationAdapter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { ContentFetchError } from '../api/content/client.ts'

/** When to try again: the site's cache of the CMS revalidates well within this. */
export const retryAfterSeconds = 30

export class ServiceUnavailableError extends Error {
  override name = 'ServiceUnavailableError'
  readonly status = 503
  /** Keeps the message of what failed ('Could not fetch page'), so the report says it. */
  constructor(cause: Error) {
    super(cause.message, { cause })
  }
}

/** The router sends a route error to the browser as its message only; this one must stay a 503,
 *  or the hydrated page would turn into a 500 page. */
export const serviceUnavailableAdapter = createSerializationAdapter({
  key: 'service-unavailable',
  test: (value): value is ServiceUnavailableError => value instanceof ServiceUnavailableError,
  toSerializable: (error) => ({ message: error.message }),
  fromSerializable: ({ message }) => new ServiceUnavailableError(new Error(message)),
})

/** The HTTP status a route error is shown with: 503 for an unavailable service, else 500. */
export function errorStatus(error: unknown): 500 | 503 {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined
  return status === 503 ? 503 : 500
}

const markResponseUnavailable = createIsomorphicFn()
  .server(() => {
    setResponseStatus(503)
    setResponseHeader('Retry-After', String(retryAfterSeconds))
    setResponseHeader('Cache-Control', 'no-store')
  })
  .client(() => {})

/** For a loader's catch: a content service that did not answer becomes a 503; anything else is rethrown. */
export function rethrowUnavailable(error: unknown): never {
  if (error instanceof ContentFetchError && error.unavailable) {
    markResponseUnavailable()
    throw new ServiceUnavailableError(error)
  }
  throw error
}

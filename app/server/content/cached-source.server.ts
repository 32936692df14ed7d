// The site's cache in front of an external CMS (RFC 5861 semantics): an answer is fresh for
// maxAge; then it is served stale while one background request revalidates it; past that window it
// is revalidated before answering, and if the CMS fails (down, 5xx, garbage) the last good answer is
// served until staleIfError. So a CMS outage serves the last good page and recovers by itself, as
// nothing but answers is ever cached. After a failed revalidation a key is not tried again for
// maxAge, so an outage costs the CMS one request per key and period, not one per visitor.
// Bounded: the least recently used entries go first.
import { reportError } from '../../errors/report.ts'
import { BoundedMemo } from './bounded-memo.server.ts'
import { type ContentQuery, contentRequestTarget, contentRequestUrl } from './content-query.server.ts'
import { type ContentBody, type ContentSource, ContentUpstreamError } from './content-source.server.ts'

export type CachePolicy = {
  maxAgeSeconds: number
  staleWhileRevalidateSeconds: number
  staleIfErrorSeconds: number
  /** How many answers are kept at most. */
  limit: number
  now?: () => number
}

type Entry = { body: ContentBody; storedAt: number; failedAt?: number }

export function createCachedSource(source: ContentSource, policy: CachePolicy): ContentSource {
  const now = policy.now ?? Date.now
  const entries = new BoundedMemo<Entry>(policy.limit)
  const inFlight = new Map<string, Promise<ContentBody | undefined>>()

  /** One request per key at a time; a 404 forgets the entry, an answer replaces it. */
  function revalidate(key: string, query: ContentQuery): Promise<ContentBody | undefined> {
    const running = inFlight.get(key)
    if (running) return running
    const request = source
      .read(query)
      .then(
        (body) => {
          if (body) entries.set(key, { body, storedAt: now() })
          else entries.delete(key)
          return body
        },
        (error: unknown) => {
          const entry = entries.get(key)
          if (entry) entry.failedAt = now()
          throw error
        },
      )
      .finally(() => inFlight.delete(key))
    inFlight.set(key, request)
    return request
  }

  return {
    async read(query) {
      // A draft preview must show the editor's latest draft, and never reach anyone else.
      if (query.kind === 'page' && query.draft) return source.read(query)
      const key = contentRequestUrl(query)
      const entry = entries.get(key)
      if (!entry) return revalidate(key, query)
      const ageSeconds = (now() - entry.storedAt) / 1000
      if (ageSeconds < policy.maxAgeSeconds) return entry.body
      const withinStaleIfError = ageSeconds < policy.maxAgeSeconds + policy.staleIfErrorSeconds
      const failedRecently = entry.failedAt !== undefined && now() - entry.failedAt < policy.maxAgeSeconds * 1000
      if (failedRecently && withinStaleIfError) return entry.body
      if (ageSeconds < policy.maxAgeSeconds + policy.staleWhileRevalidateSeconds) {
        revalidate(key, query).catch((error: unknown) =>
          reportError(error, { level: 'warning', tags: { contentEndpoint: contentRequestTarget(query).path } }),
        )
        return entry.body
      }
      try {
        return await revalidate(key, query)
      } catch (error) {
        if (error instanceof ContentUpstreamError && withinStaleIfError) {
          reportError(error, { level: 'warning', tags: { contentEndpoint: contentRequestTarget(query).path } })
          return entry.body
        }
        throw error
      }
    },
  }
}

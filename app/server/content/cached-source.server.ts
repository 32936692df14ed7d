// The site's cache in front of an external CMS (RFC 5861 semantics): an answer is fresh for
// maxAge; then it is served stale while one background request revalidates it; past that window it
// is revalidated before answering, and if the CMS fails (down, 5xx, garbage) the last good answer is
// served until staleIfError. So a CMS outage serves the last good page and recovers by itself, as
// nothing but answers is ever cached. After a failed revalidation a key is not tried again for
// maxAge, so an outage costs the CMS one request per key and period, not one per visitor.
// Bounded: the least recently used entries go first.
// A 404 (no such page or entry) is believed for missingSeconds: a visitor or a script asking for
// made-up paths reaches the CMS once per path and period, not once per request. Remembered for a
// bounded number of keys, and forgotten at a publish that could have made the path exist.
// A publish in the CMS drops the answers it changed (`drop`, called for the purge bus by
// the server runtime, app/server/runtime): the next read of such a key waits for the CMS, as if the answer were
// past its stale window. The old answer is kept only as the stale-if-error copy, so a publish
// during an outage does not turn the pages that show it into 503s. A request to the CMS that was
// running at the purge may bring the old answer: it answers whoever waits on it, but is not kept.

import { type ContentQuery, contentRequestTarget, contentRequestUrl } from '../../contracts/content/content-query.ts'
import { reportError } from '../../errors/report.ts'
import { BoundedMemo } from './bounded-memo.server.ts'
import { type ContentBody, type ContentSource, ContentUpstreamError } from './content-source.server.ts'

const defaultMissingSeconds = 5

export type CachePolicy = {
  maxAgeSeconds: number
  staleWhileRevalidateSeconds: number
  staleIfErrorSeconds: number
  /** How many answers, and how many 404s, are kept at most. */
  limit: number
  /** How long a 404 is answered from memory; 5 s unless told. */
  missingSeconds?: number
  now?: () => number
}

type Entry = { query: ContentQuery; body: ContentBody; storedAt: number; failedAt?: number; purged?: true }
type Running = { query: ContentQuery; request: Promise<ContentBody | undefined> }

export type CachedSource = ContentSource & {
  /** Drops the answers to the queries that match: the next read of each asks the CMS first. */
  drop(matches: (query: ContentQuery) => boolean): void
}

export function createCachedSource(source: ContentSource, policy: CachePolicy): CachedSource {
  const now = policy.now ?? Date.now
  const entries = new BoundedMemo<Entry>(policy.limit)
  const inFlight = new Map<string, Running>()
  const missing = new BoundedMemo<{ query: ContentQuery; at: number }>(policy.limit)
  const missingMs = (policy.missingSeconds ?? defaultMissingSeconds) * 1000

  /** One request per key at a time; a 404 forgets the entry, an answer replaces it. */
  function revalidate(key: string, query: ContentQuery): Promise<ContentBody | undefined> {
    const running = inFlight.get(key)
    if (running) return running.request
    const current = () => inFlight.get(key) === started
    const request = source
      .read(query)
      .then(
        (body) => {
          if (!current()) return body
          if (body) {
            entries.set(key, { query, body, storedAt: now() })
            missing.delete(key)
          } else {
            entries.delete(key)
            missing.set(key, { query, at: now() })
          }
          return body
        },
        (error: unknown) => {
          const entry = entries.get(key)
          if (entry && current()) entry.failedAt = now()
          throw error
        },
      )
      .finally(() => current() && inFlight.delete(key))
    const started: Running = { query, request }
    inFlight.set(key, started)
    return request
  }

  function drop(matches: (query: ContentQuery) => boolean) {
    for (const [, entry] of entries.entries())
      if (matches(entry.query)) {
        entry.purged = true
        entry.failedAt = undefined
      }
    for (const [key, running] of inFlight) if (matches(running.query)) inFlight.delete(key)
    for (const [key, absent] of [...missing.entries()]) if (matches(absent.query)) missing.delete(key)
  }

  return {
    drop,
    async read(query) {
      // A draft preview must show the editor's latest drafts, and never reach anyone else.
      if (query.draft) return source.read(query)
      const key = contentRequestUrl(query)
      const entry = entries.get(key)
      if (!entry) {
        const absent = missing.get(key)
        if (absent && now() - absent.at < missingMs) return undefined
        return revalidate(key, query)
      }
      const ageSeconds = (now() - entry.storedAt) / 1000
      if (ageSeconds < policy.maxAgeSeconds && !entry.purged) return entry.body
      const withinStaleIfError = ageSeconds < policy.maxAgeSeconds + policy.staleIfErrorSeconds
      const failedRecently = entry.failedAt !== undefined && now() - entry.failedAt < policy.maxAgeSeconds * 1000
      if (failedRecently && withinStaleIfError) return entry.body
      if (ageSeconds < policy.maxAgeSeconds + policy.staleWhileRevalidateSeconds && !entry.purged) {
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

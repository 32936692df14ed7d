// The production server's page micro-cache (docs/decisions/009-page-cache.md): React's render of a
// page costs 10-15 ms of CPU, so under load the server renders each page at most once per
// freshness period and answers everyone else from memory, each answer with a fresh CSP nonce.
// - fresh for `ttlSeconds`; for as long again a stale page is served while one re-render runs in
//   the background (stale-while-revalidate); older, the request waits for a render;
// - one render per key at a time: concurrent misses wait for it (single flight);
// - a re-render answering 5xx keeps the previous page (stale-if-error, within that window); one
//   that may not be cached (404, redirect, no-store, ...) forgets it;
// - bounded: past `maxBytes` the least recently used pages go first;
// - purged by path (or whole) when content changes: the purge bus (app/server/purge-bus.server.ts)
//   tells server/serve.ts, which calls `purge`. A render running at the purge still answers the
//   requests waiting on it, but is not kept.
// `vite dev` never passes here: only server/serve.ts uses it.

import type * as ServerEntry from '../../app/server.ts'
import { answerFromPage, type CachedPage, cachedPageFrom } from './cached-page.ts'

/** What the app says of a request it would render as a page (the server entry's rules). */
type PageRequest = NonNullable<ReturnType<typeof ServerEntry.cacheablePageRequest>>

/**
 * Door: what the app worked out of a request at the door (its request context), handed to the
 * key and to the render as it is, so neither works it out again.
 */
export type PageCacheOptions<Door> = {
  /** The app: renders a page (or answers anything else). */
  render: Render<Door>
  /**
   * How an answer of the app leaves (gzip, reason phrase). The cache's own answers are complete:
   * its FastResponses go to the socket as they are, where reading their body would copy it into a
   * web stream.
   */
  deliver: (request: Request, response: Response) => Response
  /** Seconds a page is fresh (and then served stale while it re-renders); 0 turns the cache off. */
  ttlSeconds: number
  /** Memory bound of the kept pages (identity and gzip bytes). */
  maxBytes: number
  /**
   * Which requests are pages, under which key, and the request their render gets: the app's own
   * rules (the server entry's cacheablePageRequest, app/server/page-request.server.ts).
   */
  pageRequest: (request: Request, door: Door) => PageRequest | undefined
  /** A fresh CSP nonce for every answer from the cache (the server runtime's). */
  mintNonce: () => string
  /** Told each lookup's result and the bytes kept after every change (the server's metrics). */
  observe?: PageCacheObserver
  now?: () => number
}

export type PageCacheObserver = {
  lookup(result: 'hit' | 'stale' | 'miss' | 'pass'): void
  keptBytes(bytes: number): void
}

type Render<Door> = (request: Request, door: Door) => Promise<Response>
type Entry = { page: CachedPage; renderedAt: number; path: string }
type Outcome = { entry: Entry } | { response: Response }
type Running = { path: string; outcome: Promise<Outcome> }

export type PageCache<Door> = {
  /** Answers a request: from the cache when it may, else by rendering. */
  answer: Render<Door>
  /** Drops the pages of these paths (every cookie variant), or every page. */
  purge: (paths: readonly string[] | 'all') => void
}

export function withPageCache<Door>(options: PageCacheOptions<Door>): PageCache<Door> {
  const { render, deliver } = options
  const uncached: Render<Door> = async (request, door) => deliver(request, await render(request, door))
  const isRedirect = (response: Response) => response.status >= 300 && response.status < 400
  const observe = options.observe
  if (options.ttlSeconds <= 0)
    return {
      answer: (request, door) => {
        observe?.lookup('pass')
        return uncached(request, door)
      },
      purge: () => undefined,
    }
  const now = options.now ?? Date.now
  const ttl = options.ttlSeconds * 1000
  // Map order is use order: the first entry is the least recently used.
  const entries = new Map<string, Entry>()
  let keptBytes = 0
  const renders = new Map<string, Running>()

  function forget(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    keptBytes -= entry.page.body.bytes
    observe?.keptBytes(keptBytes)
  }

  function keep(key: string, entry: Entry) {
    forget(key)
    // A page larger than the whole bound would only push every other page out.
    if (entry.page.body.bytes > options.maxBytes) return
    entries.set(key, entry)
    keptBytes += entry.page.body.bytes
    observe?.keptBytes(keptBytes)
    for (const [oldest] of entries) {
      if (keptBytes <= options.maxBytes) break
      forget(oldest)
    }
  }

  /**
   * The key's one render; what it yields is kept, or forgotten, before anyone sees it. A purge while
   * it runs removes it from `renders`: it may show content from before the purge, so it is not kept.
   */
  function renderOnce({ key, path, renderRequest }: PageRequest, door: Door): Promise<Outcome> {
    const renderedAt = now()
    const current = () => renders.get(key) === running
    const outcome = render(renderRequest(), door)
      .then(cachedPageFrom)
      .then((result): Outcome => {
        if ('response' in result) {
          if (result.response.status < 500 && current()) forget(key)
          return result
        }
        const entry = { page: result.page, renderedAt, path }
        if (current()) keep(key, entry)
        return { entry }
      })
      .finally(() => current() && renders.delete(key))
    const running: Running = { path, outcome }
    renders.set(key, running)
    return outcome
  }

  function purge(paths: readonly string[] | 'all') {
    const dropped = (path: string) => paths === 'all' || paths.includes(path)
    for (const [key, entry] of entries) if (dropped(entry.path)) forget(key)
    for (const [key, running] of renders) if (dropped(running.path)) renders.delete(key)
  }

  const answer = (entry: Entry, request: Request) =>
    answerFromPage(entry.page, request, options.mintNonce(), (now() - entry.renderedAt) / 1000)

  const answerRequest: Render<Door> = async (request, door) => {
    const pageRequest = options.pageRequest(request, door)
    if (!pageRequest) {
      observe?.lookup('pass')
      return uncached(request, door)
    }
    const { key } = pageRequest
    const entry = entries.get(key)
    const age = entry ? now() - entry.renderedAt : Number.POSITIVE_INFINITY
    if (entry && age < 2 * ttl) {
      // Used now: to the end of the order.
      entries.delete(key)
      entries.set(key, entry)
      observe?.lookup(age < ttl ? 'hit' : 'stale')
      if (age >= ttl && !renders.has(key))
        renderOnce(pageRequest, door).then(
          (outcome) => ('response' in outcome ? outcome.response.body?.cancel() : undefined),
          // The app reports its own render errors; this is a failure of the handler itself.
          (error: unknown) => console.error('[page-cache] background render failed', error),
        )
      return answer(entry, request)
    }
    observe?.lookup('miss')
    const running = renders.get(key)
    const outcome = await (running?.outcome ?? renderOnce(pageRequest, door))
    if ('entry' in outcome) return answer(outcome.entry, request)
    // An answer that may not be kept belongs to the request that rendered it; the others render their own.
    if (running) return uncached(request, door)
    // A redirect (a page the CMS moved) was rendered from the path alone: rendered again with the
    // visitor's request, its Location keeps their query string (campaign parameters).
    if (isRedirect(outcome.response) && new URL(request.url).search) {
      await outcome.response.body?.cancel()
      return uncached(request, door)
    }
    return deliver(request, outcome.response)
  }
  return { answer: answerRequest, purge }
}

// The images editors upload in the CMS, served by the site from its own origin under /media/
// (docs/decisions/035-media-library.md): a page's <img> stays same-origin (the page policy's
// `img-src 'self'`), the CMS need not be reachable from browsers, and its files get the site's
// headers. Each file is fetched from the CMS's REST API (Payload's /api/media/file/<name>) and kept
// in memory: fresh for a minute, then asked again, and served stale while the CMS fails (as the
// content cache does). A replaced file gets a new name in the CMS, so a page names the new one.
// Anyone can ask for any name: a name the CMS has no file for is remembered as such for a few
// seconds (a bounded number of names), so a script requesting the same made-up names does not
// pass each request on to the CMS; and a file larger than the library's uploads can be is refused
// as its first bytes arrive, never buffered whole.
import { BoundedMemo } from '../bounded-memo.server.ts'
import { contentFreshness } from '../content-responses.server.ts'
import { mediaCollection } from './media.server.ts'

const timeoutMs = 10_000
/** Kept files at most; an upload of the library is a logo or photo, small. */
const keptFiles = 500
/** A file larger than this is passed through, not kept. */
const maxKeptBytes = 2 * 1024 * 1024
/** A file larger than this is refused: no upload of the library is, and memory must not hold one. */
export const maxServedBytes = 16 * 1024 * 1024
/** How long, and for how many names at most, "the CMS has no such file" is believed. */
const missingMs = 5_000
const keptMissing = 10_000
/** Browsers and CDNs keep a file an hour: a replaced image has a new name, so the old one is only ever stale. */
const cacheControl = 'public, max-age=3600, stale-if-error=86400'
/** An upload's name as the CMS makes it (media.server.ts's mediaFilename): no path, a known image type. */
const uploadName = /^[\w-]+(?:\.[\w-]+)*\.(?:png|jpe?g|webp|avif|gif|svg)$/i

type Kept = { body: Uint8Array<ArrayBuffer>; type: string; fetchedAt: number }
/** What the CMS answered when it answered no file. */
type Refused = 'gone' | 'too large'

export type MediaFilesOptions = {
  /** The CMS's origin; its REST API is under /api. */
  baseUrl: string
  fetch?: typeof fetch
  now?: () => number
}

export type MediaFiles = {
  /** The answer to a request for /media/<name>. */
  serve(request: Request, name: string): Promise<Response>
}

function fileResponse(request: Request, { body, type }: Pick<Kept, 'body' | 'type'>): Response {
  const headers = new Headers({
    'content-type': type,
    'content-length': String(body.byteLength),
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  })
  // An SVG opened on its own is a document: it may run nothing and load nothing.
  if (type.startsWith('image/svg+xml'))
    headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers })
}

/** The body, or undefined once it is more than `limit` bytes (the rest is never read). */
async function bodyUpTo(response: Response, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number(response.headers.get('content-length') ?? 0) > limit) {
    await response.body?.cancel()
    return undefined
  }
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength
    if (size > limit) return undefined
    chunks.push(chunk)
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return body
}

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=60' },
  })

const tooLarge = () =>
  new Response('The image is larger than the site serves', {
    status: 502,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

const refusal = (answer: Refused) => (answer === 'gone' ? notFound() : tooLarge())

export function createMediaFiles({ baseUrl, fetch: fetchImpl = fetch, now = Date.now }: MediaFilesOptions): MediaFiles {
  const files = `${baseUrl.replace(/\/$/, '')}/api/${mediaCollection}/file/`
  const kept = new BoundedMemo<Kept>(keptFiles)
  const refused = new BoundedMemo<{ answer: Refused; at: number }>(keptMissing)
  const inFlight = new Map<string, Promise<Kept | Refused | 'failed'>>()

  async function fetchFile(name: string): Promise<Kept | Refused | 'failed'> {
    try {
      const response = await fetchImpl(`${files}${encodeURIComponent(name)}`, {
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (response.status === 404) return 'gone'
      const type = response.headers.get('content-type') ?? ''
      // Only images leave the site's origin as the CMS's files, whatever the CMS sent.
      if (!response.ok || !type.startsWith('image/')) {
        await response.body?.cancel()
        return 'failed'
      }
      const body = await bodyUpTo(response, maxServedBytes)
      return body ? { body, type, fetchedAt: now() } : 'too large'
    } catch {
      return 'failed'
    }
  }

  function refresh(name: string) {
    let pending = inFlight.get(name)
    if (!pending) {
      pending = fetchFile(name).finally(() => inFlight.delete(name))
      inFlight.set(name, pending)
    }
    return pending
  }

  return {
    async serve(request, name) {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } })
      if (!uploadName.test(name)) return notFound()
      const old = kept.get(name)
      if (old && now() - old.fetchedAt < contentFreshness.maxAgeSeconds * 1000) return fileResponse(request, old)
      const known = refused.get(name)
      if (known && now() - known.at < missingMs) return refusal(known.answer)
      const fetched = await refresh(name)
      if (fetched === 'gone' || fetched === 'too large') {
        kept.delete(name)
        refused.set(name, { answer: fetched, at: now() })
        return refusal(fetched)
      }
      if (fetched === 'failed') {
        if (old && now() - old.fetchedAt < contentFreshness.staleIfErrorSeconds * 1000)
          return fileResponse(request, old)
        return new Response('The image is not available now', {
          status: 503,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '30' },
        })
      }
      refused.delete(name)
      if (fetched.body.byteLength <= maxKeptBytes) kept.set(name, fetched)
      return fileResponse(request, fetched)
    },
  }
}

// The HTTP answers of the content API: cacheable JSON with a strong ETag, 304 for a client that
// already has it, and JSON errors of one shape.
import type { ContentBody } from './content-source.server.ts'

/** A minute fresh; then served stale while revalidating, and for a day if the CMS is failing. The
 *  site's own cache of an external CMS (cached-source.server.ts) keeps the same windows. */
export const contentFreshness = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600, staleIfErrorSeconds: 86_400 }
const contentCacheControl = `public, max-age=${contentFreshness.maxAgeSeconds}, stale-while-revalidate=${contentFreshness.staleWhileRevalidateSeconds}, stale-if-error=${contentFreshness.staleIfErrorSeconds}`
const jsonType = 'application/json; charset=utf-8'

type ApiErrorBody = { error: { code: string; message: string; parameter?: string } }

export function errorResponse(
  status: number,
  error: ApiErrorBody['error'],
  headers: Record<string, string> = {},
): Response {
  const body: ApiErrorBody = { error }
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': jsonType, 'cache-control': 'no-store', ...headers },
  })
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/"x" matches "x". */
function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false
  return header.split(',').some((tag) => {
    const candidate = tag.trim()
    return candidate === '*' || candidate.replace(/^W\//, '') === etag
  })
}

/** Drafts are for one editor's eyes and change any minute: never stored by any cache. */
export const previewCacheControl = 'no-store'

export function contentResponse(request: Request, body: ContentBody, cacheControl = contentCacheControl): Response {
  const headers = { etag: body.etag, 'cache-control': cacheControl }
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), body.etag))
    return new Response(null, { status: 304, headers })
  return new Response(request.method === 'HEAD' ? null : body.json, {
    status: 200,
    headers: { ...headers, 'content-type': jsonType },
  })
}

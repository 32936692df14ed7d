// The content source for an external CMS (env CONTENT_API_URL): the same /content/* contract,
// forwarded. Pages and posts are parsed with the contract and their HTML sanitised, because what an
// outside system sends is treated exactly like editorial input.
import { pageSchema, postSchema } from '../../api/content/schemas.ts'
import type { z } from '../../lib/zod.ts'
import { type ContentQuery, contentRequestUrl } from './content-query.server.ts'
import { type ContentSource, ContentUpstreamError, toContentBody } from './content-source.server.ts'
import { sanitizeDocumentHtml } from './sanitize-rich-text.server.ts'

const timeoutMs = 10_000

function parseUpstream<T>(schema: z.ZodMiniType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new ContentUpstreamError(`Content API sent an invalid ${what}`, { cause: parsed.error })
  return parsed.data
}

function clean(query: ContentQuery, data: unknown): unknown {
  if (query.kind === 'page') return sanitizeDocumentHtml(parseUpstream(pageSchema, data, 'page'))
  if (query.kind === 'item' && query.collection === 'posts')
    return sanitizeDocumentHtml(parseUpstream(postSchema, data, 'post'))
  return data
}

export function createRemoteSource(baseUrl: string, fetchImpl: typeof fetch = fetch): ContentSource {
  const base = baseUrl.replace(/\/$/, '')
  return {
    async read(query) {
      const url = `${base}${contentRequestUrl(query)}`
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      }).catch((error: unknown) => {
        throw new ContentUpstreamError(`Content API unreachable at ${url}`, { cause: error })
      })
      if (response.status === 404) return undefined
      if (!response.ok) throw new ContentUpstreamError(`Content API answered ${response.status} for ${url}`)
      const data: unknown = await response.json().catch((error: unknown) => {
        throw new ContentUpstreamError(`Content API sent no JSON for ${url}`, { cause: error })
      })
      return toContentBody(JSON.stringify(clean(query, data)))
    },
  }
}

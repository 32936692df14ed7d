// The content source for an external CMS (env CONTENT_API_URL): the same /content/* contract,
// forwarded. Every answer is parsed with the contract of what was asked for, and pages' and posts'
// HTML sanitised, because what an outside system sends is treated exactly like editorial input. An
// answer the contract refuses is an upstream failure like a 5xx: the cache in front serves its last
// good copy, or the site answers 503 (docs/decisions/006-cms-outage.md), never the bad answer.
import { componentsSchema, pageSchema, postSchema, postSummarySchema } from '../../api/content/schemas.ts'
import { z } from '../../lib/zod.ts'
import { listCollectionSchemas } from './collections.server.ts'
import { type ContentQuery, contentRequestUrl } from './content-query.server.ts'
import { type ContentSource, ContentUpstreamError, toContentBody } from './content-source.server.ts'
import { sanitizeDocumentHtml } from './sanitize-rich-text.server.ts'

const timeoutMs = 10_000

function parseUpstream<T>(schema: z.ZodMiniType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new ContentUpstreamError(`Content API sent an invalid ${what}`, { cause: parsed.error })
  return parsed.data
}

/** The answer as the contract has it, for every kind of query (the content client parses the same). */
function clean(query: ContentQuery, data: unknown): unknown {
  const entrySchema = (collection: keyof typeof listCollectionSchemas): z.ZodMiniType =>
    listCollectionSchemas[collection]
  switch (query.kind) {
    case 'page':
      return sanitizeDocumentHtml(parseUpstream(pageSchema, data, 'page'))
    case 'item':
      if (query.collection === 'posts') return sanitizeDocumentHtml(parseUpstream(postSchema, data, 'post'))
      return parseUpstream(entrySchema(query.collection), data, query.collection)
    case 'list':
      return parseUpstream(z.array(entrySchema(query.collection)), data, query.collection)
    case 'components':
      return parseUpstream(componentsSchema, data, 'components')
    case 'post-summaries':
      return parseUpstream(z.array(postSummarySchema), data, 'post summaries')
  }
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

// What an outside content system answers, checked: parsed with the contract of what was asked for,
// and the HTML of pages', posts' and casino reviews' blocks sanitised, because what an outside system sends is treated exactly
// like editorial input. An answer the contract refuses is an upstream failure like a 5xx: the cache
// in front serves its last good copy, or the site answers 503 (docs/decisions/006-cms-outage.md).
// Shared by every external source (remote-source.server.ts, cms/cms-source.server.ts).

import type { ContentQuery } from '../../contracts/content/content-query.ts'
import { componentsSchema, pageSchema, postSchema, postSummarySchema } from '../../contracts/content/schemas.ts'
import { z } from '../../lib/zod.ts'
import { listCollectionSchemas } from './collections.server.ts'
import { ContentUpstreamError } from './content-source.server.ts'
import { sanitizeDocumentHtml, sanitizeEntryHtml } from './sanitize-rich-text.server.ts'

function parseUpstream<T>(schema: z.ZodMiniType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new ContentUpstreamError(`Content API sent an invalid ${what}`, { cause: parsed.error })
  return parsed.data
}

/** The answer as the contract has it, for every kind of query (the content client parses the same). */
export function contractAnswer(query: ContentQuery, data: unknown): unknown {
  const entrySchema = (collection: keyof typeof listCollectionSchemas): z.ZodMiniType =>
    listCollectionSchemas[collection]
  switch (query.kind) {
    case 'page':
      return sanitizeDocumentHtml(parseUpstream(pageSchema, data, 'page'))
    case 'item':
      if (query.collection === 'posts') return sanitizeDocumentHtml(parseUpstream(postSchema, data, 'post'))
      return sanitizeEntryHtml(parseUpstream(entrySchema(query.collection), data, query.collection) as object)
    case 'list':
      return parseUpstream(z.array(entrySchema(query.collection)), data, query.collection).map((entry) =>
        sanitizeEntryHtml(entry as object),
      )
    case 'components':
      return parseUpstream(componentsSchema, data, 'components')
    case 'post-summaries':
      return parseUpstream(z.array(postSummarySchema), data, 'post summaries')
  }
}

// Where content comes from: the embedded SQLite store, or an external CMS with the same contract.
// A source answers a query with a ready JSON body and its ETag, or undefined when there is none.
import { createHash } from 'node:crypto'
import type { ContentQuery } from '../../contracts/content/content-query.ts'

export type ContentBody = { json: string; etag: string }

export type ContentSource = {
  read(query: ContentQuery): Promise<ContentBody | undefined>
}

/** A body with its strong ETag: a digest of the exact bytes sent. */
export function toContentBody(json: string): ContentBody {
  return { json, etag: `"${createHash('sha256').update(json).digest('base64url')}"` }
}

/** An external content source failed, or answered something the contract does not allow. */
export class ContentUpstreamError extends Error {
  override name = 'ContentUpstreamError'
}

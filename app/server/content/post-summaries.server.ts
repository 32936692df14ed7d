// The post-summaries endpoints' answer from a locale's posts: what every source serves for
// /content/post-summaries and /content/featured-article-summaries.

import type { ContentQuery } from '../../contracts/content/content-query.ts'
import { type PostSummary, postSummarySchema } from '../../contracts/content/schemas.ts'

export type SummaryFilter = Extract<ContentQuery, { kind: 'post-summaries' }>

/** Newest first, the order article lists show; ties by id so the order is stable. */
export const byPublishedAtDesc = (a: { publishedAt: string; id: string }, b: { publishedAt: string; id: string }) =>
  b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id)

/** The summaries of posts (in their list order) that the filter selects. */
export function postSummaries(posts: readonly unknown[], filter: SummaryFilter): PostSummary[] {
  // The summary schema keeps the summary fields and drops meta, blocks and updatedAt.
  const summaries = posts
    .map((post) => postSummarySchema.parse(post))
    .filter((post) => (!filter.featured || post.featured) && (!filter.author || post.authorId === filter.author))
  if (!filter.names) return summaries
  // A hand-picked list comes back in the order it was picked.
  const byName = new Map(summaries.map((post) => [post.name, post]))
  return filter.names.flatMap((name) => byName.get(name) ?? [])
}

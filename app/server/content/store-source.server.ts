// The embedded content source: answers queries from the SQLite store. Content only changes with a
// restart, so each answer's body and ETag are computed once and memoised per query; the hot path
// is a Map lookup.

import { type ContentQuery, contentRequestUrl } from '../../contracts/content/content-query.ts'
import { BoundedMemo } from './bounded-memo.server.ts'
import { componentsId } from './collections.server.ts'
import { type ContentBody, type ContentSource, toContentBody } from './content-source.server.ts'
import type { ContentStore } from './content-store.server.ts'
import { postSummaries } from './post-summaries.server.ts'

/** Enough for every endpoint of a few locales plus many filter combinations. */
const memoLimit = 2_000

function resolve(store: ContentStore, query: ContentQuery): string | undefined {
  switch (query.kind) {
    case 'list':
      if (!store.hasCollection(query.collection, query.locale)) return undefined
      return `[${store.list(query.collection, query.locale).join(',')}]`
    case 'item':
      return store.get(query.collection, query.locale, query.id)
    case 'components':
      return store.get('components', query.locale, componentsId)
    case 'page':
      return (
        (query.draft && store.get('page-drafts', query.locale, query.path)) ||
        store.get('pages', query.locale, query.path)
      )
    case 'post-summaries':
      if (!store.hasCollection('posts', query.locale)) return undefined
      return JSON.stringify(
        postSummaries(
          store.list('posts', query.locale).map((json) => JSON.parse(json)),
          query,
        ),
      )
  }
}

export function createStoreSource(store: ContentStore): ContentSource {
  const memo = new BoundedMemo<ContentBody>(memoLimit)
  return {
    async read(query) {
      const key = contentRequestUrl(query)
      const memoised = memo.get(key)
      if (memoised) return memoised
      // Misses are not memoised: unknown paths are unbounded and cheap to look up again.
      const json = resolve(store, query)
      if (json === undefined) return undefined
      const body = toContentBody(json)
      memo.set(key, body)
      return body
    },
  }
}

// Which content answers a purge drops (app/server/purge-bus.server.ts): the page answers of its
// paths, in any locale, and every answer made of a collection it names, in that collection's locale.

import type { ContentQuery } from '../../contracts/content/content-query.ts'
import { type Purge, purgesEverything } from '../purge-bus.server.ts'

/** The collection an answer is made of; post summaries are made of posts. */
function collectionOf(query: ContentQuery): string {
  switch (query.kind) {
    case 'list':
    case 'item':
      return query.collection
    case 'components':
      return 'components'
    case 'page':
      return 'pages'
    case 'post-summaries':
      return 'posts'
  }
}

export function purgedContent(purge: Purge): (query: ContentQuery) => boolean {
  if (purgesEverything(purge)) return () => true
  const paths = new Set(purge.paths)
  const content = purge.content ?? []
  return (query) =>
    (query.kind === 'page' && paths.has(query.path)) ||
    content.some(({ collection, locale }) => locale === query.locale && collection === collectionOf(query))
}

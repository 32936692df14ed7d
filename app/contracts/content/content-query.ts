// What a content read asks for: the typed query the content API answers. The HTTP route parses a
// /api/content/* URL into one (app/server/content/parse-content-request.server.ts); the server's
// own reads during SSR pass one straight to the API's core; the HTTP client and an external CMS's
// source turn one into a request with contentRequestTarget. The shared language of the content
// client, the request handler and the content sources (the SQLite store, an external CMS).

/** Collections stored as one JSON array per locale, each served whole at /content/<collection>. */
export const listCollections = [
  'authors',
  'categories',
  'cookie-categories',
  'website-cookies',
  'menus',
  'search-menu-items',
  'game-providers',
  'payment-providers',
  'slots',
  'products',
  'finance-products',
  'redirects',
  'ggl-whitelist',
] as const
export type ListCollection = (typeof listCollections)[number]

/** Collections with an item endpoint, /content/<collection>/<id>. */
export const itemCollections = [
  'game-providers',
  'payment-providers',
  'slots',
  'products',
  'finance-products',
  'posts',
] as const
export type ItemCollection = (typeof itemCollections)[number]

export type ContentQuery = (
  | { kind: 'list'; collection: ListCollection; locale: string }
  | { kind: 'item'; collection: ItemCollection; id: string; locale: string }
  | { kind: 'components'; locale: string }
  | { kind: 'page'; path: string; locale: string }
  | {
      kind: 'post-summaries'
      locale: string
      /** Only featured posts (the /content/featured-article-summaries endpoint). */
      featured: boolean
      author?: string
      names?: readonly string[]
    }
) & {
  /**
   * For a verified preview: each document's latest draft where it has one (else what is published).
   * Set by the API's core once a preview token is verified, never by a reader. The embedded store
   * keeps drafts of pages only; a CMS keeps them of every collection.
   */
  draft?: boolean
}

/** A read of the content API: the query, and the draft-preview token it is asked with, if any. */
export type ContentRead = { query: ContentQuery; previewToken?: string }

/** The request a query is answered for, relative to the API base: endpoint path and query string. */
export function contentRequestTarget(query: ContentQuery): { path: string; search: URLSearchParams } {
  const target = endpointTarget(query)
  if (query.draft) target.search.set('draft', '1')
  return target
}

function endpointTarget(query: ContentQuery): { path: string; search: URLSearchParams } {
  const search = new URLSearchParams({ locale: query.locale })
  switch (query.kind) {
    case 'list':
      return { path: `/content/${query.collection}`, search }
    case 'item':
      return { path: `/content/${query.collection}/${encodeURIComponent(query.id)}`, search }
    case 'components':
      return { path: '/content/components', search }
    case 'page':
      search.set('path', query.path)
      return { path: '/content/pages', search }
    case 'post-summaries':
      if (query.featured) return { path: '/content/featured-article-summaries', search }
      if (query.author !== undefined) search.set('author', query.author)
      if (query.names !== undefined) search.set('names', query.names.join(','))
      return { path: '/content/post-summaries', search }
  }
}

/** The request as one relative URL, path?query: what a source fetches, and the key its answers are kept under. */
export function contentRequestUrl(query: ContentQuery): string {
  const { path, search } = contentRequestTarget(query)
  return `${path}?${search}`
}

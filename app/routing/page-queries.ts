// The query data a server-rendered page hands the browser, so it hydrates without fetching: each
// successful query the components read, as [key, data, when it was fetched] and nothing more.
// Replaces TanStack's SSR query integration, whose per-query state and streaming set-up were a
// tenth of the page's inline payload (docs/decisions/019-render-cost-and-page-weight.md). Every
// query a page reads is ensured by its loaders before rendering starts, so nothing is left to
// stream. Whole collections the components read only through views (serverOnly) stay behind.
import type { QueryClient } from '@tanstack/react-query'

/** What queries hold here: content and settings as they crossed an API, JSON. */
type Json = string | number | boolean | null | undefined | readonly Json[] | { readonly [key: string]: Json }

export type PageQueries = [queryKey: readonly Json[], data: Json, updatedAt: number][]

/**
 * Queries whose data crosses smaller than it is: the server leaves out what the browser can restore
 * before hydrating (blocks/server-html-blocks.ts). A query it cannot restore (undefined) is left
 * out of the cache, and the component reading it fetches it.
 */
export type QueryCrossing = {
  applies: (queryKey: readonly unknown[]) => boolean
  leaveOut: (data: Json) => Json
  restore: (data: Json) => Json | undefined
}

export function dehydratePageQueries(queryClient: QueryClient, crossing?: QueryCrossing): PageQueries {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success' && query.meta?.dehydrate !== false)
    .map((query) => {
      const data = query.state.data as Json
      return [
        query.queryKey as readonly Json[],
        crossing?.applies(query.queryKey) ? crossing.leaveOut(data) : data,
        query.state.dataUpdatedAt,
      ]
    })
}

export function hydratePageQueries(queryClient: QueryClient, queries: PageQueries, crossing?: QueryCrossing): void {
  for (const [queryKey, crossed, updatedAt] of queries) {
    const data = crossing?.applies(queryKey) ? crossing.restore(crossed) : crossed
    if (data !== undefined) queryClient.setQueryData(queryKey, data, { updatedAt })
  }
}

// A content view: what one component shows, derived from whole collections (the casinos a list
// ranks, the one author a byline names). Components read views, so the page hands the browser
// these few entries and fields instead of every collection the server read (app/router.tsx keeps
// the collections, marked serverOnly, out of the dehydrated state). The collections stay cached
// as queries of their own, so views of one collection share one read.
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { contentStaleTime } from './client.ts'

export function derivedContentQuery<T>(key: readonly unknown[], derive: (queryClient: QueryClient) => Promise<T>) {
  return queryOptions({
    queryKey: ['content-view', ...key],
    queryFn: ({ client }) => derive(client),
    staleTime: contentStaleTime,
  })
}

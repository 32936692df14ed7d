// A draft preview reloads its page on every save the CMS reports (live-preview.tsx); a page
// autosaves every few hundred milliseconds while the editor types. TanStack Query hands a fetch
// that is already under way to whoever asks next, and that fetch may have read the draft before
// the save this reload answers: the newest typing would never show. So a fetch under way is
// waited for, and the draft is read again.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/** The draft as saved by now: never the answer of a read that began before this call. */
export async function latestDraft<T, Key extends QueryKey>(
  queryClient: QueryClient,
  query: FetchQueryOptions<T, Error, T, Key> & { queryKey: Key },
): Promise<T> {
  if (queryClient.getQueryState(query.queryKey)?.fetchStatus === 'fetching') {
    // Its outcome is not this call's answer; its failure is not this call's either.
    await queryClient.fetchQuery(query).catch(() => undefined)
  }
  // Fresh for no time (staleTime 0): this reads anew even right after the fetch above.
  return queryClient.fetchQuery({ ...query, staleTime: 0 })
}

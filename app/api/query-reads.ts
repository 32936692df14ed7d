// How a component reads a query of its page: in the browser with TanStack Query's hooks; on the
// server from the request's cache, which the route's loaders have filled before React starts
// (docs/decisions/100-render-to-string.md) and which nothing refetches or subscribes to during a
// render to a string (docs/decisions/102-render-once-per-input.md).
import {
  type DefaultError,
  hashKey,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseSuspenseQueryOptions,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query'

/** A hook reading one query: TanStack's options for it, and the data a component gets (always, when it suspends). */
type QueryRead<Suspends extends boolean> = <
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  options: Suspends extends true
    ? UseSuspenseQueryOptions<TQueryFnData, TError, TData, TQueryKey>
    : UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) => { data: Suspends extends true ? TData : TData | undefined }

/** A query's state in the cache, found by its key's hash (no query here sets a hash function of its own). */
const cachedState = (queryClient: QueryClient, queryKey: QueryKey) =>
  queryClient.getQueryCache().get(hashKey(queryKey))?.state

/**
 * On the server: the query's data as the route's loaders left it in the request's cache. Loaders
 * ensure every query a page renders before React starts (docs/decisions/100-render-to-string.md),
 * and a render to a string neither refetches nor subscribes, so an observer per read (the options
 * defaulted and the key hashed twice, two results made and a tracked copy of one, for data already
 * there) is work without effect (docs/decisions/102-render-once-per-input.md). As
 * useSuspenseQuery does: a query that failed without data throws its error, one the loaders forgot
 * suspends until it is read.
 */
const useCachedQuery: QueryRead<true> = (options) => {
  const queryClient = useQueryClient()
  const state = cachedState(queryClient, options.queryKey)
  if (state?.data !== undefined) {
    const data = state.data as never
    return { data: options.select ? options.select(data) : data }
  }
  if (state?.status === 'error') throw state.error
  throw queryClient.ensureQueryData(options as never)
}

/**
 * A component's read of one of its page's queries, suspending until the data is there: TanStack's
 * useSuspenseQuery in the browser, the request's cache on the server.
 */
export const useLoadedQuery: QueryRead<true> = import.meta.env.SSR ? useCachedQuery : useSuspenseQuery

/** On the server: the query's data if the request's cache holds it, without an observer (as above). */
const useCachedQueryIfLoaded: QueryRead<false> = (options) => {
  const data = cachedState(useQueryClient(), options.queryKey)?.data as never
  return { data: data !== undefined && options.select ? options.select(data) : data }
}

/**
 * A query a component shows once it is there, without suspending: TanStack's useQuery in the
 * browser (which fetches it), the request's cache on the server (which does not).
 */
export const useQueryIfLoaded: QueryRead<false> = import.meta.env.SSR ? useCachedQueryIfLoaded : useQuery

// How components read their page's queries on the server (tests run as the server does,
// import.meta.env.SSR): from the request's cache, as useSuspenseQuery and useQuery would answer.
import { QueryClient, QueryClientProvider, QueryObserver, queryOptions } from '@tanstack/react-query'
import { createElement, Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { describe, expect, test, vi } from 'vitest'
import { contentQueries } from './content/client.ts'
import { useLoadedQuery, useQueryIfLoaded } from './query-reads.ts'

const menus = [{ id: 'header', items: [{ label: 'Start', href: '/' }] }]

/** A component that shows a query's data as a page component reads it. */
function MenuLabels() {
  const { data } = useLoadedQuery(contentQueries.menus('de-DE'))
  return createElement('p', null, data.flatMap(({ items }) => items.map(({ label }) => label)).join(', '))
}

/** A query no loader read: its component suspends until it is read. */
const lateMenus = queryOptions({ queryKey: ['menus-read-late'], queryFn: async () => menus })
function LateMenuLabels() {
  return createElement('p', null, useLoadedQuery(lateMenus).data[0]?.items[0]?.label)
}

const serverRender = (queryClient: QueryClient) =>
  renderToString(createElement(QueryClientProvider, { client: queryClient }, createElement(MenuLabels)))

describe('a page component reading its query on the server', () => {
  test('shows the data the loaders left in the cache, without making a query observer for it', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(contentQueries.menus('de-DE').queryKey, menus as never)
    const observed = vi.spyOn(QueryObserver.prototype, 'getOptimisticResult')
    try {
      expect(serverRender(queryClient)).toBe('<p>Start</p>')
      expect(observed).not.toHaveBeenCalled()
    } finally {
      observed.mockRestore()
    }
  })

  test('throws the error of a read that failed without data', async () => {
    const queryClient = new QueryClient()
    await queryClient
      .fetchQuery({ ...contentQueries.menus('de-DE'), queryFn: () => Promise.reject(new Error('down')), retry: false })
      .catch(() => undefined)
    expect(() => serverRender(queryClient)).toThrow('down')
  })

  test('suspends on a query no loader read, and shows it once read', async () => {
    const { prelude } = await prerender(
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(Suspense, { fallback: 'loading' }, createElement(LateMenuLabels)),
      ),
    )
    const html = await new Response(prelude as ReadableStream).text()
    expect(html).toContain('<p>Start</p>')
    expect(html).not.toContain('loading')
  })
})

/** The same, for a query shown once it is there. */
function MenuCount() {
  const { data } = useQueryIfLoaded(contentQueries.menus('de-DE'))
  return createElement('p', null, data === undefined ? 'none yet' : String(data.length))
}

describe('a component showing a query once it is there, on the server', () => {
  test('shows what the cache holds, and nothing, without fetching, when it holds nothing', () => {
    let fetched = 0
    const queryFn = async () => {
      fetched++
      return menus
    }
    const queryClient = new QueryClient({ defaultOptions: { queries: { queryFn } } })
    const render = () =>
      renderToString(createElement(QueryClientProvider, { client: queryClient }, createElement(MenuCount)))
    const observed = vi.spyOn(QueryObserver.prototype, 'getOptimisticResult')
    try {
      expect(render()).toBe('<p>none yet</p>')
      queryClient.setQueryData(contentQueries.menus('de-DE').queryKey, menus as never)
      expect(render()).toBe('<p>1</p>')
      expect(fetched).toBe(0)
      expect(observed).not.toHaveBeenCalled()
    } finally {
      observed.mockRestore()
    }
  })
})

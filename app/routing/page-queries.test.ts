import { QueryClient } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import { contentQueries } from '../api/content/client.ts'
import { dehydratePageQueries, hydratePageQueries, type QueryCrossing } from './page-queries.ts'

const menus = [{ id: 'header', items: [{ label: 'Start', href: '/' }] }]

/** The content queries as a page's loaders leave them, answered without a content API. */
async function renderedPage() {
  const server = new QueryClient()
  await server.fetchQuery({ ...contentQueries.menus('de-DE'), queryFn: async () => menus as never })
  // A whole collection, read only through views: it stays on the server.
  await server.fetchQuery({ ...contentQueries.slots('de-DE'), queryFn: async () => [] })
  // A failed read is no data to hand over; the browser asks again.
  await server
    .fetchQuery({
      ...contentQueries.components('de-DE'),
      queryFn: () => Promise.reject(new Error('down')),
      retry: false,
    })
    .catch(() => undefined)
  return server
}

describe('the query data a page hands the browser', () => {
  test('is the successful queries, without the collections kept on the server or the failed reads', async () => {
    const queries = dehydratePageQueries(await renderedPage())
    expect(queries.map(([key]) => key)).toEqual([contentQueries.menus('de-DE').queryKey])
    expect(queries[0]?.[1]).toEqual(menus)
  })

  test('hydrates as fresh as it was on the server: its fetch time crosses over, not the hydration time', async () => {
    const server = await renderedPage()
    const fetchedAt = server.getQueryState(contentQueries.menus('de-DE').queryKey)?.dataUpdatedAt
    // What crosses to the browser is JSON.
    const queries = JSON.parse(JSON.stringify(dehydratePageQueries(server)))
    await new Promise((resolve) => setTimeout(resolve, 5))
    const browser = new QueryClient()
    hydratePageQueries(browser, queries)
    expect(browser.getQueryData(contentQueries.menus('de-DE').queryKey)).toEqual(menus)
    expect(browser.getQueryState(contentQueries.menus('de-DE').queryKey)?.dataUpdatedAt).toBe(fetchedAt)
    expect(browser.getQueryData(contentQueries.slots('de-DE').queryKey)).toBeUndefined()
  })

  describe('a query that crosses smaller (blocks/server-html-blocks.ts)', () => {
    const menusKey = contentQueries.menus('de-DE').queryKey
    /** Crosses the menus without their items; the browser restores them, or cannot (undefined). */
    const crossing = (restored: unknown): QueryCrossing => ({
      applies: (queryKey) => queryKey[1] === 'menus',
      leaveOut: () => 'left out',
      restore: (data) => (data === 'left out' ? (restored as never) : undefined),
    })

    test('leaves the server with what the crossing leaves of it, other queries as they are', async () => {
      const server = await renderedPage()
      await server.fetchQuery({ ...contentQueries.components('de-DE'), queryFn: async () => ({ footer: {} }) as never })
      const queries = dehydratePageQueries(server, crossing(menus))
      expect(Object.fromEntries(queries.map(([key, data]) => [key[1], data]))).toEqual({
        menus: 'left out',
        components: { footer: {} },
      })
      // The cached data itself stays whole: the server's next render reads it.
      expect(server.getQueryData(menusKey)).toEqual(menus)
    })

    test('is restored in the browser before anything reads it', async () => {
      const queries = JSON.parse(JSON.stringify(dehydratePageQueries(await renderedPage(), crossing(menus))))
      const browser = new QueryClient()
      hydratePageQueries(browser, queries, crossing(menus))
      expect(browser.getQueryData(menusKey)).toEqual(menus)
    })

    test('stays out of the cache when the browser cannot restore it, so the component reading it fetches it', async () => {
      const queries = dehydratePageQueries(await renderedPage(), crossing(undefined))
      const browser = new QueryClient()
      hydratePageQueries(browser, queries, crossing(undefined))
      expect(browser.getQueryState(menusKey)).toBeUndefined()
    })
  })
})

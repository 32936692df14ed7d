import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import { contentQueries } from '../api/content/client.ts'
import { pageQueryDehydration } from './page-queries.ts'

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

// What the SSR query integration does with these options (app/router.tsx): dehydrate on the
// server, hydrate in the browser.
describe('the query data a page hands the browser', () => {
  test('is the successful queries, without the collections kept on the server or the failed reads', async () => {
    const { queries } = dehydrate(await renderedPage(), pageQueryDehydration)
    expect(queries.map(({ queryKey }) => queryKey)).toEqual([contentQueries.menus('de-DE').queryKey])
    expect(queries[0]?.state.data).toEqual(menus)
  })

  test('hydrates as fresh as it was on the server: its fetch time crosses over, not the hydration time', async () => {
    const server = await renderedPage()
    const fetchedAt = server.getQueryState(contentQueries.menus('de-DE').queryKey)?.dataUpdatedAt
    // What crosses to the browser is JSON.
    const state = JSON.parse(JSON.stringify(dehydrate(server, pageQueryDehydration)))
    await new Promise((resolve) => setTimeout(resolve, 5))
    const browser = new QueryClient()
    hydrate(browser, state)
    expect(browser.getQueryData(contentQueries.menus('de-DE').queryKey)).toEqual(menus)
    expect(browser.getQueryState(contentQueries.menus('de-DE').queryKey)?.dataUpdatedAt).toBe(fetchedAt)
    expect(browser.getQueryData(contentQueries.slots('de-DE').queryKey)).toBeUndefined()
  })
})

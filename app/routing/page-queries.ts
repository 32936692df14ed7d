// Which queries a server-rendered page hands the browser. The hand-off itself is TanStack's SSR
// query integration (setupRouterSsrQueryIntegration in app/router.tsx): it dehydrates the query
// cache when the render is done and hydrates it in the browser before the page does. What stays the
// project's own is this filter: the successful queries the components read, never the whole
// collections they read only through views (serverOnly, app/api/content/client.ts) nor a failed
// read, which the browser asks for again (docs/decisions/070-ssr-hand-off-on-the-framework.md).
import type { DehydrateOptions } from '@tanstack/react-query'

export const pageQueryDehydration = {
  shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.dehydrate !== false,
} satisfies DehydrateOptions

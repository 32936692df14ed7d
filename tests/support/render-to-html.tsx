// Server-renders a piece of UI the way a page does (router, query cache, Lingui), for tests.
import { i18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import type { BlockContext, BlockView } from '../../app/blocks/define-block.ts'

/** A query client whose cache holds exactly the data a test put there, and never fetches. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        queryFn: ({ queryKey }) => Promise.reject(new Error(`Test query not seeded: ${JSON.stringify(queryKey)}`)),
      },
    },
  })
}

/** A locale and its compiled messages; the source locale needs none, its texts are the messages' ids. */
export type TestCatalog = { locale: string; messages: Messages }
const sourceCatalog: TestCatalog = { locale: 'de-DE', messages: {} }

export async function renderToHtml(
  ui: ReactNode,
  queryClient: QueryClient = createTestQueryClient(),
  catalog: TestCatalog = sourceCatalog,
  /** The page the UI is rendered on. */
  url = '/',
): Promise<string> {
  i18n.loadAndActivate(catalog)
  const rootRoute = createRootRoute({ component: () => ui })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [url] }),
    // As app/router.tsx: canonical paths end with a slash.
    trailingSlash: 'always',
  })
  await router.load()
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  )
  // A Suspense boundary that gave up on the server (a component threw, or read data nobody loaded)
  // leaves this marker and renders nothing; a page would lose that content from its first paint.
  const abandoned = html.match(/<!--\$!--><template data-msg="([^"]*)"/)
  if (abandoned) throw new Error(`A component did not render on the server: ${abandoned[1]}`)
  return html
}

/** A block rendered the way a page renders it: what its view loads first, then its component. */
export async function renderBlockToHtml<T>(
  view: BlockView<T>,
  block: T,
  context: BlockContext,
  queryClient: QueryClient,
): Promise<string> {
  await view.load?.(block, { website: context.website, locale: context.locale, queryClient })
  return renderToHtml(<view.Component block={block} context={context} />, queryClient)
}

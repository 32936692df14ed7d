import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { pageQueryCrossing } from './blocks/server-html-blocks.ts'
import { RouteError } from './errors/route-error.tsx'
import { activateLocale, createI18n } from './i18n/lingui.ts'
import { yieldToMain } from './lib/yield-to-main.ts'
import { routeTree } from './routeTree.gen'
import { dehydratePageQueries, hydratePageQueries } from './routing/page-queries.ts'
import { scrollToTopWhenHashTargetIsMissing } from './routing/scroll-to-missing-hash.ts'
import { parseSearch, stringifySearch } from './routing/search-serialization.ts'
import { ssrNonceOptions } from './security/csp-nonce.ts'

/** The page's static blocks cross as HTML, read back from the document before hydrating. */
const crossing = pageQueryCrossing(() => document)

export function getRouter() {
  const queryClient = new QueryClient()
  const i18n = createI18n()
  const router = createRouter({
    routeTree,
    context: { queryClient, i18n },
    // The browser loads the server's catalog before hydrating, so no text changes on hydration,
    // and has the query data the page was rendered with (app/routing/page-queries.ts).
    dehydrate: () => ({ locale: i18n.locale, queries: dehydratePageQueries(queryClient, crossing) }),
    // In a task of its own: reading the page's queries and static blocks back (~10 ms) made the
    // router's hydration one of the longest tasks of a page load.
    hydrate: async ({ locale, queries }) => {
      await yieldToMain()
      hydratePageQueries(queryClient, queries, crossing)
      return activateLocale(i18n, locale)
    },
    InnerWrap: QueryClientWrap,
    // Pages are canonical with a trailing slash; the server answers 301 for the other form.
    trailingSlash: 'always',
    // Query strings as forms write them (a product list's filters work without JavaScript too).
    parseSearch,
    stringifySearch,
    // New page: top; back/forward: the saved position; hash: smooth scroll to the target.
    scrollRestoration: true,
    defaultHashScrollIntoView: { behavior: 'smooth', block: 'start' },
    defaultPreload: 'intent',
    // A failing loader or page renders the site's error page (and is reported), not the router's default.
    defaultErrorComponent: RouteError,
    // A per-request nonce for the Content-Security-Policy (app/security).
    ssr: ssrNonceOptions(),
  })
  scrollToTopWhenHashTargetIsMissing(router)
  return router
}

/** Every component of the page reads this request's query client. */
function QueryClientWrap({ children }: { children: ReactNode }) {
  const { queryClient } = useRouter().options.context
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { Website } from '../app.config.ts'
import { RouteError } from './errors/route-error.tsx'
import { activateLocale, createI18n } from './i18n/lingui.ts'
import { yieldToMain } from './lib/yield-to-main.ts'
import { routeTree } from './routeTree.gen'
import { pageQueryDehydration } from './routing/page-queries.ts'
import { scrollToTopWhenHashTargetIsMissing } from './routing/scroll-to-missing-hash.ts'
import { parseSearch, stringifySearch } from './routing/search-serialization.ts'
import { ssrNonceOptions } from './security/csp-nonce.ts'
import { requestRuntime } from './site/request-runtime.ts'
import { websiteById } from './site/website.ts'

const noWebsite = "No website in the router context: the server's runtime serves one, hydration sets it"

export function getRouter() {
  const queryClient = new QueryClient()
  const i18n = createI18n()
  // The site: on the server the request's runtime serves it; the browser takes its id from the
  // server's dehydrated state, before any route reads it.
  let website = requestRuntime()?.config.website
  const siteOfThePage = (): Website => {
    if (!website) throw new Error(noWebsite)
    return website
  }
  const router = createRouter({
    routeTree,
    context: {
      queryClient,
      i18n,
      get website() {
        return siteOfThePage()
      },
    },
    // The browser loads the server's catalog before hydrating, so no text changes on hydration.
    dehydrate: () => ({ siteId: siteOfThePage().id, locale: i18n.locale }),
    // In a task of its own, with the query data the integration hydrates after it: reading the
    // page's queries back made the router's hydration one of the longest tasks of a page load.
    hydrate: async ({ siteId, locale }) => {
      website = websiteById(siteId)
      await yieldToMain()
      return activateLocale(i18n, locale)
    },
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
  // The query data the page was rendered with crosses to the browser, which hydrates without
  // fetching; every component reads this request's query client (app/routing/page-queries.ts).
  // Only the server dehydrates: the browser's bundle goes without the filter.
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    ...(import.meta.env.SSR && { dehydrateOptions: pageQueryDehydration }),
  })
  scrollToTopWhenHashTargetIsMissing(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

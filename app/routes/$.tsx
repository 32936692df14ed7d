// The CMS page route: every content page of every site. Resolves the route record, loads the page
// and everything its blocks read, and hands it to the template of its page type.
import type { QueryClient } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { Country, RouteRecord, Website } from '../../app.config.ts'
import { ContentFetchError } from '../api/content/client.ts'
import { useLoadedQuery } from '../api/query-reads.ts'
import { loadBlocks } from '../blocks/render-blocks.tsx'
import { isListNarrowed, listSearchOf, pageSearch } from '../contracts/list-search.ts'
import { reportError } from '../errors/report.ts'
import { rethrowUnavailable } from '../errors/service-unavailable.ts'
import { lazyModule } from '../lib/lazy-module.ts'
import { z } from '../lib/zod.ts'
import { loadLayout } from '../page/layout/load-layout.ts'
import { PageLayout } from '../page/layout/page-layout.tsx'
import { PreviewBadge } from '../page/preview-badge.tsx'
import { resolveRoute } from '../routing/resolve-route.ts'
import { loadInTurn } from '../routing/route-preloads.ts'
import { pageHead } from '../routing/seo.ts'
import { type PageRoute, renderedPageRequest } from '../server/request/page-request-context.ts'
import { routeEntryStructuredData, routePageQuery } from '../templates/entries/route-page-query.ts'
import { loadPageType, pageTemplates } from '../templates/page-types.tsx'

/** Live preview is for editors only: no visitor's first load carries any of it. */
const LivePreview = lazy(() =>
  import('../preview/live-preview.tsx').then(({ LivePreview }) => ({ default: LivePreview })),
)
const previewLoading = () => import('../preview/preview-loading.ts')
/** The page's JSON-LD code, imported once: a dynamic import of a module already there still costs a lookup per render. */
const structuredDataModule = lazyModule(() => import('../page/structured-data.ts'))

/** ?preview=<token>: a signed draft preview (checked by the server before the page renders). */
const previewSearchSchema = z.object({ preview: z.optional(z.string().check(z.minLength(1))) })

/** 301 for a path the site's redirects lead away from (a page the CMS moved); its code loads only then. */
const redirectIfMoved: typeof import('../routing/moved-page.ts')['redirectIfMoved'] = async (...args) =>
  (await import('../routing/moved-page.ts')).redirectIfMoved(...args)
/** The route whose page the CMS moved to a path the route table does not name; its code loads only then. */
const movedRouteAt: typeof import('../routing/moved-page.ts')['movedRouteAt'] = async (...args) =>
  (await import('../routing/moved-page.ts')).movedRouteAt(...args)

/** What the page's loader and component read: the route record without its validate rule (serialisable), the slug, the preview. */
const pageContext = (
  { validate: _, ...route }: RouteRecord,
  entrySlug: string | undefined,
  search: Record<string, unknown>,
) => ({ route, entrySlug, preview: previewSearchSchema.safeParse(search).data?.preview })

/**
 * The route the path names: on the server as the door resolved it (app/server/request), in the
 * browser as a navigation resolves its own path. A path the route table does not name may be where
 * the CMS moved one of its pages.
 */
async function pageRouteAt(
  { website, country, queryClient }: { website: Website; country: Country; queryClient: QueryClient },
  { pathname, search }: { pathname: string; search: Record<string, unknown> },
): Promise<PageRoute> {
  const atTheDoor = renderedPageRequest()?.route
  if (atTheDoor) return atTheDoor
  const resolution = resolveRoute(website, country, pathname, search)
  if (resolution.kind === 'page') return resolution
  const moved = await movedRouteAt(queryClient, website, country.locale, pathname)
  return moved ? { kind: 'moved', route: moved } : resolution
}

export const Route = createFileRoute('/$')({
  // The visitor's filter and sort of the page's product lists; a value that does not parse is dropped.
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ listSearch: listSearchOf(search) }),
  beforeLoad: async ({ context, location }) => {
    const resolution = await pageRouteAt(context, location)
    if (resolution.kind === 'page') return pageContext(resolution.route, resolution.entrySlug, location.search)
    if (resolution.kind === 'moved') return pageContext(resolution.route, undefined, location.search)
    await redirectIfMoved(context.queryClient, context.country.locale, location.pathname, location.searchStr)
    reportError(new Error(resolution.message), { level: 'warning', tags: { path: location.pathname } })
    throw notFound({ data: { message: resolution.message } })
  },
  loader: ({
    preload,
    context: { queryClient, i18n, route, entrySlug, country, preview, website },
    location,
    deps: { listSearch },
  }) =>
    loadInTurn(preload, async () => {
      const locale = country.locale
      const pageQuery = routePageQuery({ route, entrySlug, preview, queryClient, locale, website, i18n })
      const previewing = preview === undefined ? undefined : previewLoading()
      // A preview reads the draft anew each time it loads: live preview reloads it with router.invalidate().
      const loadPage =
        previewing === undefined
          ? queryClient.ensureQueryData(pageQuery)
          : previewing.then(({ latestDraft }) => latestDraft(queryClient, pageQuery))
      const page = await loadPage.catch(async (error: unknown) => {
        // The route exists but the CMS has no such page: a 404 for the visitor, an error for us.
        // An entry page's slug is the visitor's to type, like an unknown path: a warning.
        if (error instanceof ContentFetchError && error.status === 404) {
          // A page of the route table the CMS moved away from its path.
          if (preview === undefined && entrySlug === undefined)
            await redirectIfMoved(queryClient, locale, route.path, location.searchStr)
          reportError(error, {
            level: entrySlug === undefined ? 'error' : 'warning',
            tags: { path: route.path, locale },
          })
          throw notFound({ data: { message: error.message } })
        }
        // A CMS that cannot answer (and no stored copy): 503 with Retry-After.
        return rethrowUnavailable(error)
      })
      await Promise.all([
        loadBlocks(page.blocks, { website, locale, queryClient, listSearch }),
        loadPageType(route.meta.pageType, { website, locale, queryClient, entrySlug }),
        loadLayout(queryClient, locale),
      ]).catch(rethrowUnavailable)
      const livePreview =
        preview === undefined || previewing === undefined
          ? undefined
          : await queryClient.ensureQueryData((await previewing).livePreviewConfigQuery(route.path, preview))
      // Built here, where the page and what its blocks read are at hand; the browser's head() takes
      // it as it is. Its code is a chunk of its own: the browser needs it only for a page it
      // navigates to, never for the first page, whose head came with the server's state.
      const { jsonLdText, pageStructuredData } = await structuredDataModule()
      const entry = await routeEntryStructuredData({ route, entrySlug, queryClient, locale, website })
      const structuredData = jsonLdText(
        pageStructuredData({ website, locale, path: page.path, page, queryClient, entry }),
      )
      return {
        meta: page.meta,
        preview: preview !== undefined,
        cmsOrigin: livePreview?.cmsOrigin ?? undefined,
        structuredData,
      }
    }),
  head: ({ loaderData, match }) =>
    loaderData
      ? {
          ...pageHead({
            website: match.context.website,
            path: match.context.route.path,
            locale: match.context.country.locale,
            // A draft must never be indexed, wherever its link ends up; nor a filtered list (its
            // canonical is the list as editors made it).
            meta: loaderData.preview
              ? { ...loaderData.meta, noIndex: true, noFollow: true }
              : isListNarrowed(listSearchOf(match.search))
                ? { ...loaderData.meta, noIndex: true }
                : loaderData.meta,
            routeName: match.context.route.name,
          }),
          // JSON-LD: TanStack gives head scripts the page's CSP nonce, as it does its own.
          scripts: [{ type: 'application/ld+json', children: loaderData.structuredData }],
        }
      : {},
  // Vary: the consent modal and state are rendered from the visitor's cookies (app/consent).
  // A draft preview is for one editor's eyes, and an error page (no loader data) is an outage a
  // CDN must not keep: neither is stored by any cache.
  headers: ({ loaderData }) => ({
    'Cache-Control':
      !loaderData || loaderData.preview ? 'no-store' : 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    Vary: 'Cookie, Sec-GPC',
  }),
  component: ContentPage,
})

function ContentPage() {
  const { website, country, route, entrySlug, preview, queryClient, i18n } = Route.useRouteContext()
  const { cmsOrigin } = Route.useLoaderData()
  const { listSearch } = Route.useLoaderDeps()
  const locale = country.locale
  const { data: page } = useLoadedQuery(
    routePageQuery({ route, entrySlug, preview, queryClient, locale, website, i18n }),
  )
  const Template = pageTemplates[route.meta.pageType].template
  return (
    <PageLayout locale={locale} website={website} routeName={route.name}>
      <Template
        page={page}
        context={{ locale, website, preview: preview !== undefined, listSearch }}
        entrySlug={entrySlug}
      />
      {preview !== undefined && <PreviewBadge />}
      {cmsOrigin && (
        <Suspense fallback={null}>
          <LivePreview cmsOrigin={cmsOrigin} />
        </Suspense>
      )}
    </PageLayout>
  )
}

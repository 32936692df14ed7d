// The page a route shows: the CMS page at its path, or, on an entry's route, the page its entry makes.
import type { UseSuspenseQueryOptions } from '@tanstack/react-query'
import type { RouteRecord } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import { isEntryPageType } from '../../contracts/page-types.ts'
import type { EntrySubject } from '../../page/structured-data.ts'
import type { EntryPage, EntryPageContext } from './entry-page.ts'
import { entryPageQuery } from './entry-page-query.ts'
import { entryKindsModule } from './lazy-entry-kinds.tsx'

type RoutePageContext = EntryPageContext & {
  route: Pick<RouteRecord, 'path' | 'meta'>
  entrySlug: string | undefined
  preview: string | undefined
}

export function routePageQuery({ route, entrySlug, preview, ...context }: RoutePageContext) {
  const { pageType } = route.meta
  if (entrySlug !== undefined && isEntryPageType(pageType))
    return entryPageQuery(pageType, entrySlug, route.path, context) as UseSuspenseQueryOptions<EntryPage>
  return contentQueries.page(route.path, context.locale, preview) as UseSuspenseQueryOptions<EntryPage>
}

/** What an entry's page is about, for its structured data; nothing on a CMS page. Call it after the page loaded. */
export async function routeEntryStructuredData({
  route,
  entrySlug,
  ...context
}: Omit<RoutePageContext, 'preview' | 'i18n'>): Promise<EntrySubject[]> {
  const { pageType } = route.meta
  if (entrySlug === undefined || !isEntryPageType(pageType)) return []
  return (await entryKindsModule())[pageType].structuredData?.(entrySlug, context) ?? []
}

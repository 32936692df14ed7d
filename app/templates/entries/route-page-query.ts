// The page a route shows: the CMS page at its path, or, on an entry's route, the page its entry makes.
import type { UseSuspenseQueryOptions } from '@tanstack/react-query'
import { type EntryPageType, entryPageTypes, type PageType, type RouteRecord } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import type { EntryPage, EntryPageContext } from './entry-page.ts'
import { entryPageQuery } from './entry-page-query.ts'

const isEntryPageType = (pageType: PageType): pageType is EntryPageType =>
  (entryPageTypes as readonly string[]).includes(pageType)

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

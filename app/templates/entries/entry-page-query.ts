// The page query of an entry's route: the page its kind builds from the entry's content, under the
// key of a CMS page at that path, so the page route and the cache's purge by path treat it as any
// page.
import { queryOptions } from '@tanstack/react-query'
import type { EntryPageType } from '../../../app.config.ts'
import { contentStaleTime } from '../../api/content/client.ts'
import type { EntryPage, EntryPageContext } from './entry-page.ts'
import { entryKindsModule } from './lazy-entry-kinds.tsx'

export const entryPageQuery = (pageType: EntryPageType, slug: string, path: string, context: EntryPageContext) =>
  queryOptions({
    queryKey: ['content', 'page', context.locale, path, null],
    queryFn: async (): Promise<EntryPage> => ({
      path,
      ...(await (await entryKindsModule())[pageType].build(slug, context)),
    }),
    staleTime: contentStaleTime,
  })

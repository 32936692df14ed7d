// The page query of an entry's route: the page its kind builds from the entry's content, under the
// key of a CMS page at that path, so the page route, the cache's purge by path and the payload's
// crossing (server-html-blocks.ts) treat it as any page.
import { queryOptions } from '@tanstack/react-query'
import type { EntryPageType } from '../../../app.config.ts'
import { contentStaleTime } from '../../api/content/client.ts'
import { buildArticlePage } from './article-page.tsx'
import { buildAuthorPage } from './author-page.tsx'
import { buildCasinoReviewPage } from './casino-review-page.tsx'
import type { EntryPage, EntryPageBuilder, EntryPageContext } from './entry-page.ts'
import { buildGameProviderPage } from './game-provider-page.tsx'
import { buildPaymentProviderPage } from './payment-provider-page.tsx'
import { buildSlotPage } from './slot-page.tsx'

const builders: Record<EntryPageType, EntryPageBuilder> = {
  Article: buildArticlePage,
  Author: buildAuthorPage,
  GameProvider: buildGameProviderPage,
  PaymentProvider: buildPaymentProviderPage,
  Slot: buildSlotPage,
  CasinoReview: buildCasinoReviewPage,
}

export const entryPageQuery = (pageType: EntryPageType, slug: string, path: string, context: EntryPageContext) =>
  queryOptions({
    queryKey: ['content', 'page', context.locale, path, null],
    queryFn: async (): Promise<EntryPage> => ({ path, ...(await builders[pageType](slug, context)) }),
    staleTime: contentStaleTime,
  })

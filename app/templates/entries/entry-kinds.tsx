// Every kind of entry page in one module, the chunk of its own the entry pages load
// (lazy-entry-kinds.ts): its builder (the page's meta and blocks), what its template reads, and the
// template. A page without an entry never downloads any of it.
import type { EntryPageType } from '../../../app.config.ts'
import type { TemplateComponent } from '../template-props.ts'
import { ArticlePage, articleStructuredData, buildArticlePage, loadArticlePage } from './article-page.tsx'
import { AuthorPage, buildAuthorPage, loadAuthorPage } from './author-page.tsx'
import {
  buildCasinoReviewPage,
  CasinoReviewPage,
  casinoReviewStructuredData,
  loadCasinoReviewPage,
} from './casino-review-page.tsx'
import type { EntryPageBuilder, EntryPageContext, EntryStructuredData } from './entry-page.ts'
import { buildGameProviderPage, GameProviderPage, loadGameProviderPage } from './game-provider-page.tsx'
import { buildPaymentProviderPage, loadPaymentProviderPage, PaymentProviderPage } from './payment-provider-page.tsx'
import { buildSlotPage, loadSlotPage, SlotPage } from './slot-page.tsx'

export type EntryKind = {
  build: EntryPageBuilder
  load: (slug: string, context: Omit<EntryPageContext, 'i18n'>) => Promise<unknown>
  Template: TemplateComponent
  /** What the page says of its entry in structured data, where schema.org and Google have a type for it. */
  structuredData?: EntryStructuredData
}

export const entryKinds: Record<EntryPageType, EntryKind> = {
  Article: {
    build: buildArticlePage,
    load: loadArticlePage,
    Template: ArticlePage,
    structuredData: articleStructuredData,
  },
  Author: { build: buildAuthorPage, load: loadAuthorPage, Template: AuthorPage },
  GameProvider: { build: buildGameProviderPage, load: loadGameProviderPage, Template: GameProviderPage },
  PaymentProvider: { build: buildPaymentProviderPage, load: loadPaymentProviderPage, Template: PaymentProviderPage },
  Slot: { build: buildSlotPage, load: loadSlotPage, Template: SlotPage },
  CasinoReview: {
    build: buildCasinoReviewPage,
    load: loadCasinoReviewPage,
    Template: CasinoReviewPage,
    structuredData: casinoReviewStructuredData,
  },
}

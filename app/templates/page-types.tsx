// Every page type in one table: the template its pages render through, whether they list products
// (SPEC section 9: pages of other page types send the impression with a no-products flag), and what
// the template reads besides its blocks, which the page loader fetches beside them. A page type
// missing here is a compile error.
import type { PageType } from '../../app.config.ts'
import type { BlockLoadContext } from '../blocks/define-block.ts'
import { ArticlePage, loadArticlePage } from './entries/article-page.tsx'
import { AuthorPage, loadAuthorPage } from './entries/author-page.tsx'
import { CasinoReviewPage, loadCasinoReviewPage } from './entries/casino-review-page.tsx'
import { requireSlug } from './entries/entry-page.ts'
import { GameProviderPage, loadGameProviderPage } from './entries/game-provider-page.tsx'
import { loadPaymentProviderPage, PaymentProviderPage } from './entries/payment-provider-page.tsx'
import { loadSlotPage, SlotPage } from './entries/slot-page.tsx'
import { loadProductListStatic, ProductListStatic } from './product-list-static.tsx'
import { SingleColumnPage } from './single-column-page.tsx'
import type { TemplateComponent } from './template-props.ts'

/** What a template's load reads: an entry page's also the slug of its entry. */
export type PageLoadContext = BlockLoadContext & { entrySlug?: string }

type PageTypeEntry = {
  template: TemplateComponent
  listsProducts: boolean
  load?: (context: PageLoadContext) => Promise<unknown>
}

// A cookie policy is a legal text like the privacy policy and shares its layout.
const documentPage: TemplateComponent = (props) => <SingleColumnPage {...props} width="document" />
const listPage: TemplateComponent = (props) => <SingleColumnPage {...props} width="list" />
const formPage: TemplateComponent = (props) => <SingleColumnPage {...props} width="form" />

export const pageTypeTable: Record<PageType, PageTypeEntry> = {
  ProductListStatic: { template: ProductListStatic, listsProducts: true, load: loadProductListStatic },
  PrivacyPolicy: { template: documentPage, listsProducts: false },
  CookiePolicy: { template: documentPage, listsProducts: false },
  ProductList: { template: listPage, listsProducts: true },
  ProductListRanked: { template: listPage, listsProducts: true },
  ProductListCreditCard: { template: listPage, listsProducts: true },
  ProductListBroker: { template: listPage, listsProducts: true },
  ProductListBrokerDebt: { template: listPage, listsProducts: true },
  ProductListRankedDebt: { template: listPage, listsProducts: true },
  ProductListLeadQualifier: { template: listPage, listsProducts: true },
  Survey: { template: listPage, listsProducts: true },
  Signup: { template: formPage, listsProducts: false },
  SignupWhiteLabelBroker: { template: formPage, listsProducts: false },
  SignupWhiteLabelBrokerExtended: { template: formPage, listsProducts: false },
  SignupWhiteLabelBrokerExtendedDebt: { template: formPage, listsProducts: false },
  // The pages of content entries (entries/, docs/decisions/031-content-pages.md).
  Article: {
    template: ArticlePage,
    listsProducts: false,
    load: (context) => loadArticlePage(requireSlug(context.entrySlug), context),
  },
  Author: {
    template: AuthorPage,
    listsProducts: false,
    load: (context) => loadAuthorPage(requireSlug(context.entrySlug), context),
  },
  // The directories list the casinos that offer what they describe, with their click-outs.
  GameProvider: {
    template: GameProviderPage,
    listsProducts: true,
    load: (context) => loadGameProviderPage(requireSlug(context.entrySlug), context),
  },
  PaymentProvider: {
    template: PaymentProviderPage,
    listsProducts: true,
    load: (context) => loadPaymentProviderPage(requireSlug(context.entrySlug), context),
  },
  Slot: {
    template: SlotPage,
    listsProducts: true,
    load: (context) => loadSlotPage(requireSlug(context.entrySlug), context),
  },
  CasinoReview: {
    template: CasinoReviewPage,
    listsProducts: true,
    load: (context) => loadCasinoReviewPage(requireSlug(context.entrySlug), context),
  },
}

/** Ensures what a page type's template reads besides its blocks (the page loader calls it beside loadBlocks). */
export function loadPageType(pageType: PageType, context: PageLoadContext): Promise<unknown> {
  return pageTypeTable[pageType].load?.(context) ?? Promise.resolve()
}

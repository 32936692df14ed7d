// Every page type in one table: the template its pages render through, whether they list products
// (SPEC section 9: pages of other page types send the impression with a no-products flag), and what
// the template reads besides its blocks, which the page loader fetches beside them. A page type
// missing here is a compile error.
import type { PageType } from '../../app.config.ts'
import { lazyEntryPageType } from './entries/lazy-entry-kinds.tsx'
import { loadProductListStatic, ProductListStatic } from './product-list-static.tsx'
import { SingleColumnPage } from './single-column-page.tsx'
import type { PageLoadContext, TemplateComponent } from './template-props.ts'

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
  // The pages of content entries (entries/, in a chunk of their own; docs/decisions/031-content-pages.md).
  // The directories and reviews list the casinos that offer what they describe, with click-outs.
  Article: { ...lazyEntryPageType('Article'), listsProducts: false },
  Author: { ...lazyEntryPageType('Author'), listsProducts: false },
  GameProvider: { ...lazyEntryPageType('GameProvider'), listsProducts: true },
  PaymentProvider: { ...lazyEntryPageType('PaymentProvider'), listsProducts: true },
  Slot: { ...lazyEntryPageType('Slot'), listsProducts: true },
  CasinoReview: { ...lazyEntryPageType('CasinoReview'), listsProducts: true },
}

/** Ensures what a page type's template reads besides its blocks (the page loader calls it beside loadBlocks). */
export function loadPageType(pageType: PageType, context: PageLoadContext): Promise<unknown> {
  return pageTypeTable[pageType].load?.(context) ?? Promise.resolve()
}

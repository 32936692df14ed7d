// The template of every page type of the page-type table (app/contracts/page-types.ts, where its
// other facts are): the template its pages render through and what the template reads besides its
// blocks, which the page loader fetches beside them. A page type of the table missing here is a
// compile error.
import type { PageType } from '../contracts/page-types.ts'
import { lazyEntryPageType } from './entries/lazy-entry-kinds.tsx'
import { loadProductListStatic, ProductListStatic } from './product-list-static.tsx'
import { ScoringMethodPage, scoringMethodModule } from './scoring-method-page.tsx'
import { SingleColumnPage } from './single-column-page.tsx'
import type { PageLoadContext, TemplateComponent } from './template-props.ts'

type PageTemplate = {
  template: TemplateComponent
  load?: (context: PageLoadContext) => Promise<unknown>
}

// A cookie policy and a legal notice are legal texts like the privacy policy and share its layout.
const documentPage: TemplateComponent = (props) => <SingleColumnPage {...props} width="document" />
const listPage: TemplateComponent = (props) => <SingleColumnPage {...props} width="list" />
const formPage: TemplateComponent = (props) => <SingleColumnPage {...props} width="form" />

export const pageTemplates: { [K in PageType]: PageTemplate } = {
  ProductListStatic: { template: ProductListStatic, load: loadProductListStatic },
  PrivacyPolicy: { template: documentPage },
  CookiePolicy: { template: documentPage },
  LegalNotice: { template: documentPage },
  ProductList: { template: listPage },
  ProductListRanked: { template: listPage },
  ProductListCreditCard: { template: listPage },
  ProductListBroker: { template: listPage },
  ProductListBrokerDebt: { template: listPage },
  ProductListRankedDebt: { template: listPage },
  ProductListLeadQualifier: { template: listPage },
  Compare: { template: listPage },
  ScoringMethod: { template: ScoringMethodPage, load: () => scoringMethodModule() },
  Survey: { template: listPage },
  Signup: { template: formPage },
  SignupWhiteLabelBroker: { template: formPage },
  SignupWhiteLabelBrokerExtended: { template: formPage },
  SignupWhiteLabelBrokerExtendedDebt: { template: formPage },
  // The pages of content entries (entries/, in a chunk of their own; docs/decisions/031-content-pages.md).
  Article: lazyEntryPageType('Article'),
  Author: lazyEntryPageType('Author'),
  GameProvider: lazyEntryPageType('GameProvider'),
  PaymentProvider: lazyEntryPageType('PaymentProvider'),
  Slot: lazyEntryPageType('Slot'),
  CasinoReview: lazyEntryPageType('CasinoReview'),
}

/** Ensures what a page type's template reads besides its blocks (the page loader calls it beside loadBlocks). */
export function loadPageType(pageType: PageType, context: PageLoadContext): Promise<unknown> {
  return pageTemplates[pageType].load?.(context) ?? Promise.resolve()
}

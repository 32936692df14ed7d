// Every page type in one table: the template its pages render through, whether they list products
// (SPEC section 9: pages of other page types send the impression with a no-products flag), and what
// the template reads besides its blocks, which the page loader fetches beside them. A page type
// missing here is a compile error.
import type { PageType } from '../../app.config.ts'
import type { BlockLoadContext } from '../blocks/define-block.ts'
import { loadProductListStatic, ProductListStatic } from './product-list-static.tsx'
import { SingleColumnPage } from './single-column-page.tsx'
import type { TemplateComponent } from './template-props.ts'

type PageTypeEntry = {
  template: TemplateComponent
  listsProducts: boolean
  load?: (context: BlockLoadContext) => Promise<unknown>
}

// A cookie policy and a legal notice are legal texts like the privacy policy and share its layout.
const documentPage: TemplateComponent = (props) => <SingleColumnPage {...props} width="document" />
const listPage: TemplateComponent = (props) => <SingleColumnPage {...props} width="list" />
const formPage: TemplateComponent = (props) => <SingleColumnPage {...props} width="form" />

export const pageTypeTable: Record<PageType, PageTypeEntry> = {
  ProductListStatic: { template: ProductListStatic, listsProducts: true, load: loadProductListStatic },
  PrivacyPolicy: { template: documentPage, listsProducts: false },
  CookiePolicy: { template: documentPage, listsProducts: false },
  LegalNotice: { template: documentPage, listsProducts: false },
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
}

/** Ensures what a page type's template reads besides its blocks (the page loader calls it beside loadBlocks). */
export function loadPageType(pageType: PageType, context: BlockLoadContext): Promise<unknown> {
  return pageTypeTable[pageType].load?.(context) ?? Promise.resolve()
}

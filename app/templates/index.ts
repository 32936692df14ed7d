// One layout per page type; the page route picks the template of its route's pageType.
import type { PageType } from '../../app.config.ts'
import type { BlockLoadContext } from '../blocks/define-block.ts'
import { FinanceFormPage, FinanceListPage } from './finance-page.tsx'
import { PrivacyPolicy } from './privacy-policy.tsx'
import { loadProductListStatic, ProductListStatic } from './product-list-static.tsx'
import type { TemplateComponent } from './template-props.ts'

// A cookie policy is a legal text like the privacy policy and shares its layout.
export const templates: Record<PageType, TemplateComponent> = {
  ProductListStatic,
  PrivacyPolicy,
  CookiePolicy: PrivacyPolicy,
  ProductList: FinanceListPage,
  ProductListRanked: FinanceListPage,
  ProductListCreditCard: FinanceListPage,
  ProductListBroker: FinanceListPage,
  ProductListBrokerDebt: FinanceListPage,
  ProductListRankedDebt: FinanceListPage,
  ProductListLeadQualifier: FinanceListPage,
  Survey: FinanceListPage,
  Signup: FinanceFormPage,
  SignupWhiteLabelBroker: FinanceFormPage,
  SignupWhiteLabelBrokerExtended: FinanceFormPage,
  SignupWhiteLabelBrokerExtendedDebt: FinanceFormPage,
}

const templateLoaders: Partial<Record<PageType, (context: BlockLoadContext) => Promise<unknown>>> = {
  ProductListStatic: loadProductListStatic,
}

/** Ensures what a template reads besides its blocks (the page loader calls it beside loadBlocks). */
export function loadTemplate(pageType: PageType, context: BlockLoadContext): Promise<unknown> {
  return templateLoaders[pageType]?.(context) ?? Promise.resolve()
}

// Per page type, whether its pages list products (SPEC section 9: pages of other page types send
// the impression with a no-products flag). A fact apart from the templates (app/templates/page-types.tsx),
// so that the visit reads it without importing every template and block. A page type missing here
// is a compile error.
import type { PageType } from '../../app.config.ts'

export const listsProducts: Record<PageType, boolean> = {
  ProductListStatic: true,
  PrivacyPolicy: false,
  CookiePolicy: false,
  LegalNotice: false,
  ProductList: true,
  ProductListRanked: true,
  ProductListCreditCard: true,
  ProductListBroker: true,
  ProductListBrokerDebt: true,
  ProductListRankedDebt: true,
  ProductListLeadQualifier: true,
  Survey: true,
  Signup: false,
  SignupWhiteLabelBroker: false,
  SignupWhiteLabelBrokerExtended: false,
  SignupWhiteLabelBrokerExtendedDebt: false,
  // The pages of content entries (docs/decisions/031-content-pages.md): the directories and reviews
  // list the casinos that offer what they describe, with click-outs.
  Article: false,
  Author: false,
  GameProvider: true,
  PaymentProvider: true,
  Slot: true,
  CasinoReview: true,
}

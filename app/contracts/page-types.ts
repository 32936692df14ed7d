// Every page type the product knows (SPEC section 2, plus the pages of content entries), with its
// facts, in one table: the route table's schema (app.config.ts), the visit and the templates read
// it. The templates sit a floor above (app/templates/page-types.tsx) and are keyed by this table,
// so a page type added here without a template is a compile error there.

type PageTypeFacts = {
  /** Whether its pages list products (SPEC section 9: pages of other page types send the impression with a no-products flag). */
  listsProducts: boolean
  /**
   * The page of a content entry: one page per post, author, game provider, payment provider, slot
   * and casino, at the entry's slug under a base path the site configures per locale
   * (`entryPaths`), rendered by one template per kind (docs/decisions/031-content-pages.md).
   */
  entry?: true
  /**
   * Its render reads the query string (the comparison's ?ids=): the page cache does not keep its
   * pages, each request renders its own (app/server/page-request.server.ts).
   */
  readsQuery?: true
}

export const pageTypeTable = {
  ProductListStatic: { listsProducts: true },
  PrivacyPolicy: { listsProducts: false },
  /** A site's own cookie policy; the consent modal links to it, or to the privacy policy when a site has none. */
  CookiePolicy: { listsProducts: false },
  /** The legal notice (Impressum, § 5 DDG) every commercial German website must have. */
  LegalNotice: { listsProducts: false },
  ProductList: { listsProducts: true },
  ProductListBroker: { listsProducts: true },
  ProductListBrokerDebt: { listsProducts: true },
  ProductListRankedDebt: { listsProducts: true },
  Survey: { listsProducts: true },
  Signup: { listsProducts: false },
  SignupWhiteLabelBroker: { listsProducts: false },
  SignupWhiteLabelBrokerExtended: { listsProducts: false },
  SignupWhiteLabelBrokerExtendedDebt: { listsProducts: false },
  ProductListLeadQualifier: { listsProducts: true },
  ProductListCreditCard: { listsProducts: true },
  ProductListRanked: { listsProducts: true },
  /** Up to three products side by side, chosen by the visitor (?ids=); noindex (docs/decisions/083-compare-selection-in-the-url.md). */
  Compare: { listsProducts: true, readsQuery: true },
  /**
   * How a product's rating is computed: the categories and weights of app/products/scoring.ts, which
   * every review's breakdown links to (docs/decisions/098-scoring-method-page.md).
   */
  ScoringMethod: { listsProducts: false },
  // The directories and reviews list the casinos that offer what they describe, with click-outs.
  Article: { listsProducts: false, entry: true },
  Author: { listsProducts: false, entry: true },
  GameProvider: { listsProducts: true, entry: true },
  PaymentProvider: { listsProducts: true, entry: true },
  Slot: { listsProducts: true, entry: true },
  CasinoReview: { listsProducts: true, entry: true },
} as const satisfies Record<string, PageTypeFacts>

type Table = typeof pageTypeTable
export type PageType = keyof Table
export type EntryPageType = { [K in PageType]: Table[K] extends { entry: true } ? K : never }[PageType]

export const pageTypes = Object.keys(pageTypeTable) as PageType[]

export function isEntryPageType(pageType: string): pageType is EntryPageType {
  return Object.hasOwn(pageTypeTable, pageType) && (pageTypeTable[pageType as PageType] as PageTypeFacts).entry === true
}

export const entryPageTypes: EntryPageType[] = pageTypes.filter(isEntryPageType)

export const listsProducts = (pageType: PageType): boolean => pageTypeTable[pageType].listsProducts

/** Whether a page type's render reads the query string (so its pages are not kept in the page cache). */
export const readsQuery = (pageType: PageType): boolean =>
  (pageTypeTable[pageType] as PageTypeFacts).readsQuery === true

// Whether pages of a page type list products. The impression of a page without products is sent
// with noProducts (SPEC section 9: "Pages of other page types send the impression with a
// no-products flag").
import type { PageType } from '../../app.config.ts'

const pageTypesWithProducts: ReadonlySet<PageType> = new Set<PageType>([
  'ProductListStatic',
  'ProductList',
  'ProductListRanked',
  'ProductListCreditCard',
  'ProductListBroker',
  'ProductListBrokerDebt',
  'ProductListRankedDebt',
  'ProductListLeadQualifier',
  'Survey',
])

export function pageHasProducts(pageType: PageType): boolean {
  return pageTypesWithProducts.has(pageType)
}

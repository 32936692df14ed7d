import { describe, expect, test } from 'vitest'
import { entryPageTypes, isEntryPageType, listsProducts, pageTypes } from './page-types.ts'

describe('listsProducts', () => {
  test.each(
    pageTypes.map(
      (pageType) =>
        [
          pageType,
          !/^(Signup|PrivacyPolicy|CookiePolicy|LegalNotice|ScoringMethod$|Article$|Author$)/.test(pageType),
        ] as const,
    ),
  )('%s lists products: %s', (pageType, expected) => {
    expect(listsProducts(pageType)).toBe(expected)
  })
})

describe('the pages of content entries', () => {
  test('are the page types the table marks as entries, in its order', () => {
    expect(entryPageTypes).toEqual(['Article', 'Author', 'GameProvider', 'PaymentProvider', 'Slot', 'CasinoReview'])
  })

  test('a page type of the route table is no entry; a name the table lacks is none either', () => {
    expect(isEntryPageType('ProductListStatic')).toBe(false)
    expect(isEntryPageType('toString')).toBe(false)
  })
})

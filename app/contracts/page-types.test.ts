import { describe, expect, test } from 'vitest'
import { pageTypes } from '../../app.config.ts'
import { listsProducts } from './page-types.ts'

describe('listsProducts', () => {
  test.each(
    pageTypes.map(
      (pageType) =>
        [pageType, !/^(Signup|PrivacyPolicy|CookiePolicy|LegalNotice|Article$|Author$)/.test(pageType)] as const,
    ),
  )('%s lists products: %s', (pageType, expected) => {
    expect(listsProducts[pageType]).toBe(expected)
  })
})

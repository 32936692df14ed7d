import { describe, expect, test } from 'vitest'
import { pageTypes } from '../../app.config.ts'
import { pageHasProducts } from './page-has-products.ts'

describe('pageHasProducts', () => {
  test.each(pageTypes.map((pageType) => [pageType, !/^(Signup|PrivacyPolicy|CookiePolicy)/.test(pageType)] as const))(
    '%s lists products: %s',
    (pageType, expected) => {
      expect(pageHasProducts(pageType)).toBe(expected)
    },
  )
})

import { describe, expect, test } from 'vitest'
import { pageTypes } from '../../app.config.ts'
import { pageTypeTable } from './page-types.tsx'

describe('pageTypeTable: listsProducts', () => {
  test.each(
    pageTypes.map(
      (pageType) => [pageType, !/^(Signup|PrivacyPolicy|CookiePolicy|LegalNotice)/.test(pageType)] as const,
    ),
  )('%s lists products: %s', (pageType, expected) => {
    expect(pageTypeTable[pageType].listsProducts).toBe(expected)
  })
})

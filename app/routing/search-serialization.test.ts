import { describe, expect, test } from 'vitest'
import { parseSearch, stringifySearch } from './search-serialization.ts'

describe('the router’s query strings', () => {
  test('reads text as text and a repeated name as a list, as a form submits them', () => {
    expect(parseSearch('?feature=live&feature=mobile&maxWagering=35&noDeposit=true&gclid=%7B%22x%22%7D')).toEqual({
      feature: ['live', 'mobile'],
      maxWagering: '35',
      noDeposit: 'true',
      gclid: '{"x"}',
    })
  })

  test('writes values as text and a list as a repeated name, and leaves out what is unset', () => {
    expect(stringifySearch({ feature: ['live', 'mobile'], maxWagering: 35, noDeposit: true, sort: undefined })).toBe(
      '?feature=live&feature=mobile&maxWagering=35&noDeposit=true',
    )
    expect(stringifySearch({})).toBe('')
  })

  test('a URL read and written back is the same URL', () => {
    const query = '?gclid=Cj0-1&payment=trustly&feature=live&feature=mobile&maxMinDeposit=10&x=%22quoted%22'
    expect(stringifySearch(parseSearch(query))).toBe(query)
  })
})

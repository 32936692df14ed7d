import { describe, expect, test } from 'vitest'
import {
  isListNarrowed,
  listQueryFields,
  listQueryString,
  listSearchOf,
  listSearchOfQuery,
  offeredSearch,
  pageSearch,
} from './list-search.ts'

const ofQuery = (query: string) => listSearchOfQuery(new URLSearchParams(query))

describe('the list search parameters', () => {
  test('reads every casino and finance parameter from a query string', () => {
    expect(
      ofQuery(
        'payment=trustly&provider=netent&feature=live&feature=mobile&noDeposit=1&maxMinDeposit=10&maxWagering=35&sort=wagering',
      ),
    ).toEqual({
      payment: 'trustly',
      provider: 'netent',
      feature: ['live', 'mobile'],
      noDeposit: true,
      maxMinDeposit: 10,
      maxWagering: 35,
      sort: 'wagering',
    })
    expect(ofQuery('amount=15000&term=5&maxApr=6.5&maxFee=0&sort=apr')).toEqual({
      amount: 15000,
      term: 5,
      maxApr: 6.5,
      maxFee: 0,
      sort: 'apr',
    })
  })

  test('reads the values the router parsed (numbers, booleans, arrays) as the query string gives them', () => {
    expect(listSearchOf({ maxWagering: 35, noDeposit: true, feature: ['mobile', 'live'], payment: 'paypal' })).toEqual(
      ofQuery('maxWagering=35&noDeposit=true&feature=mobile&feature=live&payment=paypal'),
    )
  })

  test.each([
    ['an unknown sort', 'sort=cheapest'],
    ['a payment method that is no slug', 'payment=Pay%20Pal'],
    ['an unknown feature', 'feature=jackpot'],
    ['a limit that is no number', 'maxWagering=lots'],
    ['a negative limit', 'maxMinDeposit=-5'],
    ['a zero limit', 'maxWagering=0'],
    ['an absurd limit', 'maxMinDeposit=1e12'],
    ['an empty value', 'payment=&maxWagering='],
    ['noDeposit that is not set', 'noDeposit=0'],
    ['a term in fractions of a year', 'term=2.5'],
    ['an interest rate above 100 %', 'maxApr=120'],
  ])('drops %s, and keeps the valid rest', (_case, bad) => {
    expect(ofQuery(bad)).toEqual({})
    expect(ofQuery(`${bad}&provider=netent`)).toEqual({ provider: 'netent' })
  })

  test('ignores parameters that are not a list’s, and takes the first of a repeated single value', () => {
    expect(ofQuery('gclid=abc&utm_source=x&preview=t&payment=skrill&payment=paypal')).toEqual({ payment: 'skrill' })
  })

  test('a repeated feature keeps each valid one once, in a fixed order', () => {
    expect(ofQuery('feature=mobile&feature=nope&feature=live&feature=mobile')).toEqual({ feature: ['live', 'mobile'] })
  })

  test('normalises: the same list in any parameter order is one query string', () => {
    const one = listQueryString(ofQuery('sort=rating&feature=mobile&payment=trustly&feature=live&gclid=1'))
    const other = listQueryString(ofQuery('feature=live&payment=trustly&utm_medium=cpc&feature=mobile&sort=rating'))
    expect(one).toBe('feature=live&feature=mobile&payment=trustly&sort=rating')
    expect(other).toBe(one)
    expect(listQueryString(ofQuery('noDeposit=on'))).toBe('noDeposit=true')
    expect(listQueryString({})).toBe('')
  })

  test('a narrowed list is any with a parameter; a list keeps only the filters it offers and the sort', () => {
    expect(isListNarrowed(ofQuery('gclid=1'))).toBe(false)
    expect(isListNarrowed(ofQuery('sort=bonus'))).toBe(true)
    expect(offeredSearch(ofQuery('payment=paypal&maxWagering=30&sort=bonus&amount=500'), ['payment'])).toEqual({
      payment: 'paypal',
      sort: 'bonus',
    })
  })

  test('a page keeps its other parameters where they were and drops the bad list values', () => {
    const validated = pageSearch({ gclid: 'Cj0', sort: 'cheapest', feature: ['mobile', 'live'], maxWagering: '35' })
    expect(validated).toEqual({ gclid: 'Cj0', feature: ['live', 'mobile'], maxWagering: 35 })
    expect(Object.keys(validated)).toEqual(['gclid', 'feature', 'maxWagering'])
  })

  test('the comparison choice is a list parameter: parsed as the comparison reads ids, keyed with the list, never offered as a filter', () => {
    expect(ofQuery('compare=spielwerk24,nordlicht-casino,spielwerk24,<b>,rheingold-slots,glueckshafen')).toEqual({
      compare: 'spielwerk24,nordlicht-casino,rheingold-slots',
    })
    expect(ofQuery('compare=,,')).toEqual({})
    expect(listQueryString(ofQuery('sort=rating&compare=a,b'))).toBe('compare=a%2Cb&sort=rating')
    expect(offeredSearch(ofQuery('compare=a,b&payment=paypal'), ['payment'])).toEqual({ payment: 'paypal' })
  })

  test("a GET form's fields carry the list as its normalised query string does", () => {
    expect(listQueryFields(ofQuery('sort=rating&feature=mobile&compare=a,b&feature=live&gclid=1'))).toEqual([
      ['compare', 'a,b'],
      ['feature', 'live'],
      ['feature', 'mobile'],
      ['sort', 'rating'],
    ])
    expect(listQueryFields({})).toEqual([])
  })
})

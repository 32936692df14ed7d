import { describe, expect, test } from 'vitest'
import { makeProduct } from '../../tests/support/product-fixtures.ts'
import { type RankingOptions, rankProducts } from './ranking.ts'

const catalogue = [
  makeProduct('alpha', { rank: 3, rating: 4.5, launched: 2019, bonus: { amount: 500, freeSpins: 50 } }),
  makeProduct('bravo', { rank: 1, rating: 4.8, launched: 2024, features: ['mobile', 'live'] }),
  makeProduct('charlie', {
    rank: 2,
    rating: 4.5,
    launched: 2021,
    paymentProviderIds: ['trustly', 'paysafecard'],
    bonus: { amount: 0, percentage: 0, freeSpins: 20, noDeposit: true },
  }),
  makeProduct('delta', { rank: 4, rating: 3.9, launched: 2024, bonus: { amount: 200, code: 'DELTA50' } }),
  makeProduct('echo', { rank: 5, rating: 5, launched: 2025, licence: { gglWhitelisted: false }, features: ['mobile'] }),
]

const ids = (options: RankingOptions) => rankProducts(catalogue, options).map((product) => product.id)

describe('rankProducts', () => {
  test.each<[string, RankingOptions, string[]]>([
    ['no filter, by rank', { whitelistedOnly: false }, ['bravo', 'charlie', 'alpha', 'delta', 'echo']],
    [
      'whitelisted only hides casinos without GGL listing',
      { whitelistedOnly: true },
      ['bravo', 'charlie', 'alpha', 'delta'],
    ],
    ['payment provider', { whitelistedOnly: true, filter: { paymentProviderId: 'trustly' } }, ['charlie']],
    ['feature', { whitelistedOnly: false, filter: { feature: 'mobile' } }, ['bravo', 'echo']],
    ['feature, whitelisted only', { whitelistedOnly: true, filter: { feature: 'mobile' } }, ['bravo']],
    ['bonus any', { whitelistedOnly: true, filter: { bonus: 'any' } }, ['bravo', 'charlie', 'alpha', 'delta']],
    ['bonus free spins', { whitelistedOnly: true, filter: { bonus: 'free-spins' } }, ['charlie', 'alpha']],
    ['bonus no deposit', { whitelistedOnly: true, filter: { bonus: 'no-deposit' } }, ['charlie']],
    ['bonus code', { whitelistedOnly: true, filter: { bonus: 'code' } }, ['delta']],
    [
      'bonus welcome excludes no-deposit offers',
      { whitelistedOnly: true, filter: { bonus: 'welcome' } },
      ['bravo', 'alpha', 'delta'],
    ],
    ['filters combine', { whitelistedOnly: false, filter: { feature: 'mobile', bonus: 'code' } }, []],
    ['rating desc, ties by rank', { whitelistedOnly: true, sort: 'rating' }, ['bravo', 'charlie', 'alpha', 'delta']],
    ['bonus amount desc', { whitelistedOnly: true, sort: 'bonus-amount' }, ['alpha', 'delta', 'bravo', 'charlie']],
    ['newest first, ties by rank', { whitelistedOnly: true, sort: 'newest' }, ['bravo', 'delta', 'charlie', 'alpha']],
    ['limit after sorting', { whitelistedOnly: true, sort: 'rating', limit: 2 }, ['bravo', 'charlie']],
  ])('%s', (_name, options, expected) => {
    expect(ids(options)).toEqual(expected)
  })

  test('equal rank falls back to id, whatever the input order', () => {
    const twins = [makeProduct('zulu', { rank: 1 }), makeProduct('kilo', { rank: 1 }), makeProduct('mike', { rank: 1 })]
    const forward = rankProducts(twins, { whitelistedOnly: false }).map((product) => product.id)
    const backward = rankProducts([...twins].reverse(), { whitelistedOnly: false }).map((product) => product.id)
    expect(forward).toEqual(['kilo', 'mike', 'zulu'])
    expect(backward).toEqual(forward)
  })

  test('leaves the input untouched', () => {
    const input = [...catalogue]
    rankProducts(input, { whitelistedOnly: true, sort: 'rating' })
    expect(input).toEqual(catalogue)
  })
})

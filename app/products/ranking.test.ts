import { describe, expect, test } from 'vitest'
import { makeProduct } from '../../tests/support/product-fixtures.ts'
import { gglWhitelistOf } from './ggl-whitelist.ts'
import { type RankingOptions, rankProducts } from './ranking.ts'

const catalogue = [
  makeProduct('alpha', {
    rank: 3,
    rating: 4.5,
    launched: 2019,
    bonus: { amount: 500, freeSpins: 50, wagering: 25, minimumDeposit: 20 },
  }),
  makeProduct('bravo', { rank: 1, rating: 4.8, launched: 2024, features: ['mobile', 'live'] }),
  makeProduct('charlie', {
    rank: 2,
    rating: 4.5,
    launched: 2021,
    paymentProviderIds: ['trustly', 'paysafecard'],
    bonus: { amount: 0, percentage: 0, freeSpins: 20, noDeposit: true, wagering: 0 },
  }),
  makeProduct('delta', {
    rank: 4,
    rating: 3.9,
    launched: 2024,
    gameProviderIds: ['pragmatic'],
    bonus: { amount: 200, code: 'DELTA50', minimumDeposit: 5, wagering: 40 },
  }),
  makeProduct('echo', { rank: 5, rating: 5, launched: 2025, features: ['mobile'] }),
]

/** The GGL list as the site took it: every casino but echo. */
const whitelist = gglWhitelistOf(catalogue.filter((product) => product.id !== 'echo'))

const ids = (options: RankingOptions) => rankProducts(catalogue, options).map((product) => product.id)

describe('rankProducts', () => {
  test.each<[string, RankingOptions, string[]]>([
    ['no filter, by rank', { whitelist: undefined }, ['bravo', 'charlie', 'alpha', 'delta', 'echo']],
    ['a whitelist hides casinos whose domain is not on it', { whitelist }, ['bravo', 'charlie', 'alpha', 'delta']],
    ['payment provider', { whitelist, filter: { paymentProviderId: 'trustly' } }, ['charlie']],
    ['feature', { whitelist: undefined, filter: { feature: 'mobile' } }, ['bravo', 'echo']],
    ['feature, whitelisted only', { whitelist, filter: { feature: 'mobile' } }, ['bravo']],
    ['bonus any', { whitelist, filter: { bonus: 'any' } }, ['bravo', 'charlie', 'alpha', 'delta']],
    ['bonus free spins', { whitelist, filter: { bonus: 'free-spins' } }, ['charlie', 'alpha']],
    ['bonus no deposit', { whitelist, filter: { bonus: 'no-deposit' } }, ['charlie']],
    ['bonus code', { whitelist, filter: { bonus: 'code' } }, ['delta']],
    [
      'bonus welcome excludes no-deposit offers',
      { whitelist, filter: { bonus: 'welcome' } },
      ['bravo', 'alpha', 'delta'],
    ],
    ['filters combine', { whitelist: undefined, filter: { feature: 'mobile', bonus: 'code' } }, []],
    ['rating desc, ties by rank', { whitelist, sort: 'rating' }, ['bravo', 'charlie', 'alpha', 'delta']],
    ['bonus amount desc', { whitelist, sort: 'bonus-amount' }, ['alpha', 'delta', 'bravo', 'charlie']],
    ['newest first, ties by rank', { whitelist, sort: 'newest' }, ['bravo', 'delta', 'charlie', 'alpha']],
    ['limit after sorting', { whitelist, sort: 'rating', limit: 2 }, ['bravo', 'charlie']],
    // A visitor's search narrows within the editor's filter and replaces the editor's sort.
    ['visitor: payment', { whitelist, search: { payment: 'trustly' } }, ['charlie']],
    [
      'visitor: within the editor filter',
      { whitelist, filter: { feature: 'mobile' }, search: { payment: 'trustly' } },
      [],
    ],
    ['visitor: provider', { whitelist, search: { provider: 'pragmatic' } }, ['delta']],
    ['visitor: every feature asked for', { whitelist: undefined, search: { feature: ['live', 'mobile'] } }, ['bravo']],
    ['visitor: no deposit', { whitelist, search: { noDeposit: true } }, ['charlie']],
    [
      'visitor: minimum deposit at most (none counts as 0)',
      { whitelist, search: { maxMinDeposit: 5 } },
      ['charlie', 'delta'],
    ],
    ['visitor: wagering at most', { whitelist, search: { maxWagering: 30 } }, ['charlie', 'alpha']],
    [
      'visitor: sort by wagering, lowest first',
      { whitelist, sort: 'rating', search: { sort: 'wagering' } },
      ['charlie', 'alpha', 'bravo', 'delta'],
    ],
    [
      'visitor: sort by minimum deposit',
      { whitelist, search: { sort: 'minDeposit' } },
      ['charlie', 'delta', 'bravo', 'alpha'],
    ],
    ['visitor: sort by bonus', { whitelist, search: { sort: 'bonus' } }, ['alpha', 'delta', 'bravo', 'charlie']],
    [
      'visitor: a finance sort keeps the editor order',
      { whitelist, sort: 'rating', search: { sort: 'apr' } },
      ['bravo', 'charlie', 'alpha', 'delta'],
    ],
  ])('%s', (_name, options, expected) => {
    expect(ids(options)).toEqual(expected)
  })

  test('equal rank falls back to id, whatever the input order', () => {
    const twins = [makeProduct('zulu', { rank: 1 }), makeProduct('kilo', { rank: 1 }), makeProduct('mike', { rank: 1 })]
    const forward = rankProducts(twins, { whitelist: undefined }).map((product) => product.id)
    const backward = rankProducts([...twins].reverse(), { whitelist: undefined }).map((product) => product.id)
    expect(forward).toEqual(['kilo', 'mike', 'zulu'])
    expect(backward).toEqual(forward)
  })

  test('leaves the input untouched', () => {
    const input = [...catalogue]
    rankProducts(input, { whitelist, sort: 'rating' })
    expect(input).toEqual(catalogue)
  })
})

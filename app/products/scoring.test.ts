import { describe, expect, test } from 'vitest'
import { evenScores, makeProduct } from '../../tests/support/product-fixtures.ts'
import {
  casinoRating,
  casinoScoreBreakdown,
  casinoScoreWeights,
  financeRating,
  financeScoreWeights,
  ratingOf,
} from './scoring.ts'

describe('the weights the method states', () => {
  test('add up to the whole rating, for casinos and finance products', () => {
    expect(Object.values(casinoScoreWeights).reduce((sum, weight) => sum + weight, 0)).toBe(100)
    expect(Object.values(financeScoreWeights).reduce((sum, weight) => sum + weight, 0)).toBe(100)
  })
})

describe('casinoRating', () => {
  test("Nordlicht's scores: the weighted mean, to one decimal", () => {
    // 25 % × 4.9 + 20 % × 4.7 + 20 % × 4.9 + 15 % × 4.7 + 10 % × 4.9 + 10 % × 4.7 = 4.81 → 4.8
    expect(casinoRating({ licence: 4.9, bonus: 4.7, payments: 4.9, games: 4.7, mobile: 4.9, support: 4.7 })).toBe(4.8)
  })

  test('licence weighs more than support: the same point moves the total further', () => {
    const base = evenScores(4)
    expect(casinoRating({ ...base, licence: 5 })).toBe(4.3)
    expect(casinoRating({ ...base, support: 5 })).toBe(4.1)
  })

  test('a half tenth rounds up, whatever the floating point makes of it', () => {
    // 25 % × 4.5 + 20 % × 4.4 + 20 % × 4.4 + 15 % × 4.5 + 10 % × 4.4 + 10 % × 4.5 = 4.45 → 4.5
    expect(casinoRating({ licence: 4.5, bonus: 4.4, payments: 4.4, games: 4.5, mobile: 4.4, support: 4.5 })).toBe(4.5)
    // 4.449 stays 4.4
    expect(casinoRating({ licence: 4.5, bonus: 4.4, payments: 4.4, games: 4.5, mobile: 4.4, support: 4.49 })).toBe(4.4)
  })

  test('the ends of the scale', () => {
    expect(casinoRating(evenScores(0))).toBe(0)
    expect(casinoRating(evenScores(5))).toBe(5)
  })
})

describe('financeRating', () => {
  test('costs weigh most', () => {
    // 40 % × 5 + 25 % × 4 + 20 % × 3 + 15 % × 4 = 4.2
    expect(financeRating({ costs: 5, conditions: 4, application: 3, service: 4 })).toBe(4.2)
  })
})

describe('ratingOf', () => {
  test('reads a casino or a finance product by its scores', () => {
    expect(ratingOf(makeProduct('a', { rating: 4.4 }))).toBe(4.4)
    expect(ratingOf({ scores: { costs: 3, conditions: 3, application: 3, service: 3 } })).toBe(3)
  })
})

test('the breakdown lists every category in the method order, with its weight', () => {
  expect(casinoScoreBreakdown(evenScores(4)).map(({ category, weight }) => [category, weight])).toEqual([
    ['licence', 25],
    ['bonus', 20],
    ['payments', 20],
    ['games', 15],
    ['mobile', 10],
    ['support', 10],
  ])
})

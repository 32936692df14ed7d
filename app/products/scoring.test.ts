import { describe, expect, test } from 'vitest'
import { productTypeIds } from '../../app.config.ts'
import { evenScores, makeProduct } from '../../tests/support/product-fixtures.ts'
import {
  casinoRating,
  casinoScoreBreakdown,
  casinoScoreWeights,
  financeRating,
  financeScoreWeights,
  ratingOf,
  scoredKindOf,
} from './scoring.ts'
import { scoringExamples, totalOf } from './scoring-examples.ts'

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

describe('the method per kind', () => {
  test('a casino site scores casinos, every other site finance products', () => {
    expect(scoredKindOf({ productType: { id: productTypeIds.IGaming } })).toBe('casino')
    expect(scoredKindOf({ productType: { id: productTypeIds.Finance } })).toBe('finance')
  })

  test("the method page's worked examples use every category with its weight, and their totals are the method's", () => {
    expect(scoringExamples.casino.map(({ category, weight }) => [category, weight])).toEqual(
      Object.entries(casinoScoreWeights),
    )
    expect(scoringExamples.finance.map(({ category, weight }) => [category, weight])).toEqual(
      Object.entries(financeScoreWeights),
    )
    // 5 × 25 % + 4 × 20 % + 4.5 × 20 % + 4 × 15 % + 5 × 10 % + 3.5 × 10 % = 4.4
    expect(totalOf(scoringExamples.casino)).toBe(4.4)
    expect(totalOf(scoringExamples.casino)).toBe(
      casinoRating({ licence: 5, bonus: 4, payments: 4.5, games: 4, mobile: 5, support: 3.5 }),
    )
    // 4.5 × 40 % + 4 × 25 % + 5 × 20 % + 3.5 × 15 % = 4.325, shown 4.3
    expect(totalOf(scoringExamples.finance)).toBe(4.3)
  })
})

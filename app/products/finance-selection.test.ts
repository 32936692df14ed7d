import { describe, expect, test } from 'vitest'
import type { FinanceProduct } from '../contracts/content/schemas.ts'
import { narrowByAnswers, rankByAnswers, selectFinanceProducts } from './finance-selection.ts'

const scores = { costs: 4, conditions: 4, application: 4, service: 4 }
const base = { logo: '/x.svg', scores, highlights: ['x'], domain: 'example.com', url: 'https://example.com' }
const lending = { amount: { min: 1000, max: 50000 }, interestRate: { min: 3, max: 12 }, termYears: { min: 1, max: 10 } }
const products: FinanceProduct[] = [
  { ...base, ...lending, id: 'loan-a', name: 'A', rank: 2, kind: 'loan', tags: ['small', 'fast'] },
  { ...base, ...lending, id: 'loan-b', name: 'B', rank: 1, kind: 'loan', tags: ['large'] },
  { ...base, ...lending, id: 'debt-c', name: 'C', rank: 3, kind: 'debt', tags: ['large', 'fast'] },
  {
    ...base,
    ...lending,
    id: 'broker-d',
    name: 'D',
    rank: 4,
    kind: 'broker',
    tags: ['small'],
    partnerLenders: 20,
    covers: ['debt'],
  },
  {
    ...base,
    id: 'card-e',
    name: 'E',
    rank: 5,
    kind: 'credit-card',
    tags: ['travel'],
    annualFee: 0,
    interestRate: 19.9,
    creditLimit: { min: 500, max: 10000 },
    interestFreeDays: 45,
  },
]
const ids = (list: readonly FinanceProduct[]) => list.map((product) => product.id)

describe('selectFinanceProducts', () => {
  test('picks by kind in editorial rank order, with a limit', () => {
    expect(ids(selectFinanceProducts(products, { kinds: ['loan'] }))).toEqual(['loan-b', 'loan-a'])
    expect(ids(selectFinanceProducts(products, { kinds: ['loan', 'debt'], limit: 2 }))).toEqual(['loan-b', 'loan-a'])
  })

  test('brokers are picked by what they broker', () => {
    expect(ids(selectFinanceProducts(products, { kinds: ['broker'], covers: 'debt' }))).toEqual(['broker-d'])
    expect(ids(selectFinanceProducts(products, { kinds: ['broker'], covers: 'loan' }))).toEqual([])
  })
})

describe('answers', () => {
  test('a lead qualifier keeps the products suiting every answer; no preference keeps all', () => {
    expect(ids(narrowByAnswers(products, [['fast']]))).toEqual(['loan-a', 'debt-c'])
    expect(ids(narrowByAnswers(products, [['fast'], ['large']]))).toEqual(['debt-c'])
    expect(narrowByAnswers(products, [[]])).toHaveLength(products.length)
  })

  test('a survey ranks by answers suited, ties by rank', () => {
    expect(ids(rankByAnswers(products, [['large'], ['fast']]))).toEqual([
      'debt-c',
      'loan-b',
      'loan-a',
      'broker-d',
      'card-e',
    ])
    expect(ids(rankByAnswers(products, [['travel']]))[0]).toBe('card-e')
  })
})

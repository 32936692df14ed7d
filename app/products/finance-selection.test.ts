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

describe('a visitor narrows and orders a finance list', () => {
  const catalogue: FinanceProduct[] = [
    ...products,
    {
      ...base,
      id: 'loan-f',
      name: 'F',
      rank: 6,
      kind: 'loan',
      tags: [],
      // Rated 4.6 from its scores, above the others' 4.0.
      scores: { costs: 5, conditions: 4.5, application: 4.5, service: 4 },
      amount: { min: 5000, max: 100000 },
      interestRate: { min: 2.5, max: 9 },
      termYears: { min: 2, max: 12 },
    },
    {
      ...base,
      id: 'card-g',
      name: 'G',
      rank: 7,
      kind: 'credit-card',
      tags: [],
      annualFee: 49,
      interestRate: 14.9,
      creditLimit: { min: 1000, max: 20000 },
      interestFreeDays: 30,
    },
  ]
  const select = (search: Parameters<typeof selectFinanceProducts>[2], kinds = ['loan', 'credit-card'] as const) =>
    ids(selectFinanceProducts(catalogue, { kinds: [...kinds] }, search))

  test.each<[string, Parameters<typeof selectFinanceProducts>[2], string[]]>([
    ['an amount the range covers', { amount: 60000 }, ['loan-f']],
    ['an amount a card’s limit covers too', { amount: 800 }, ['card-e']],
    ['a term only lending states', { term: 11 }, ['loan-f']],
    ['interest at most: a range by its lowest rate', { maxApr: 2.5 }, ['loan-f']],
    ['annual fee at most: a loan has none', { maxFee: 0 }, ['loan-b', 'loan-a', 'card-e', 'loan-f']],
    ['filters combine', { amount: 15000, maxFee: 10 }, ['loan-b', 'loan-a', 'loan-f']],
    [
      'sorted by interest, lowest first, ties by rank',
      { sort: 'apr' },
      ['loan-f', 'loan-b', 'loan-a', 'card-g', 'card-e'],
    ],
    ['sorted by fee, lowest first', { sort: 'fee' }, ['loan-b', 'loan-a', 'card-e', 'loan-f', 'card-g']],
    ['sorted by the largest amount', { sort: 'amount' }, ['loan-f', 'loan-b', 'loan-a', 'card-g', 'card-e']],
    ['sorted by the longest term', { sort: 'term' }, ['loan-f', 'loan-b', 'loan-a', 'card-e', 'card-g']],
    ['sorted by rating', { sort: 'rating' }, ['loan-f', 'loan-b', 'loan-a', 'card-e', 'card-g']],
    [
      'a casino sort keeps the editors’ order',
      { sort: 'wagering' },
      ['loan-b', 'loan-a', 'card-e', 'loan-f', 'card-g'],
    ],
  ])('%s', (_case, search, expected) => {
    expect(select(search)).toEqual(expected)
  })

  test('the limit applies to the narrowed, reordered list', () => {
    expect(ids(selectFinanceProducts(catalogue, { kinds: ['loan'], limit: 1 }, { sort: 'apr' }))).toEqual(['loan-f'])
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

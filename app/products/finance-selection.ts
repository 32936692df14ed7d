// Which finance products a list shows and in what order. Lists pick products by kind (and, for
// brokers, by what they broker); a survey ranks by how many of its answers a product suits; a lead
// qualifier keeps only products suiting every answer. Ties always fall back to editorial rank.

import type { FinanceProduct } from '../contracts/content/schemas.ts'
import type { FinanceVisitorFilter, ListSearch } from '../contracts/list-search.ts'
import type { FinanceSelection } from '../contracts/product-selection.ts'
import { ratingOf } from './scoring.ts'

const byRank = (a: FinanceProduct, b: FinanceProduct) => a.rank - b.rank || a.id.localeCompare(b.id)

/** What a visitor narrowed a finance list to and how they ordered it (the page URL's search). */
export type FinanceListSearch = Pick<ListSearch, FinanceVisitorFilter | 'sort'>

type Range = { min: number; max: number }

/** The facts a visitor compares, as every kind states them: a card's rate and limit, a loan's lowest rate and range. */
const comparable = (product: FinanceProduct) =>
  product.kind === 'credit-card'
    ? { apr: product.interestRate, fee: product.annualFee, amount: product.creditLimit, term: undefined }
    : { apr: product.interestRate.min, fee: 0, amount: product.amount, term: product.termYears }

type Facts = ReturnType<typeof comparable>

const covers = (range: Range | undefined, value: number) =>
  range !== undefined && range.min <= value && value <= range.max

/** Each visitor filter's test; a filter the search does not set lets every product through. */
const filterMatches: { [Name in FinanceVisitorFilter]: (facts: Facts, value: number) => boolean } = {
  amount: (facts, amount) => covers(facts.amount, amount),
  term: (facts, years) => covers(facts.term, years),
  maxApr: (facts, most) => facts.apr <= most,
  maxFee: (facts, most) => facts.fee <= most,
}

type Comparator = (a: FinanceProduct, b: FinanceProduct) => number
const by =
  (fact: (facts: Facts) => number, order: 1 | -1): Comparator =>
  (a, b) =>
    order * (fact(comparable(a)) - fact(comparable(b)))

/** A visitor's sort of a finance list; a casino sort leaves it in the editors' order. Ties by rank. */
const sortOrders: Partial<Record<NonNullable<ListSearch['sort']>, Comparator>> = {
  rating: (a, b) => ratingOf(b) - ratingOf(a),
  apr: by((facts) => facts.apr, 1),
  fee: by((facts) => facts.fee, 1),
  amount: by((facts) => facts.amount.max, -1),
  term: by((facts) => facts.term?.max ?? 0, -1),
}

const matchesSearch = (product: FinanceProduct, search: FinanceListSearch) => {
  const facts = comparable(product)
  return Object.entries(filterMatches).every(([name, matches]) => {
    const value = search[name as FinanceVisitorFilter]
    return value === undefined || matches(facts, value)
  })
}

export function selectFinanceProducts(
  products: readonly FinanceProduct[],
  selection: FinanceSelection,
  search: FinanceListSearch = {},
) {
  const { covers: brokered } = selection
  const compare = (search.sort && sortOrders[search.sort]) || (() => 0)
  const selected = products
    .filter((product) => selection.kinds.includes(product.kind))
    .filter((product) => !brokered || product.kind !== 'broker' || product.covers.includes(brokered))
    .filter((product) => matchesSearch(product, search))
    .sort((a, b) => compare(a, b) || byRank(a, b))
  return selection.limit === undefined ? selected : selected.slice(0, selection.limit)
}

/** An answer names the tags of the products it suits; none means "no preference". */
type AnswerTags = readonly string[]

const suits = (product: FinanceProduct, tags: AnswerTags) =>
  tags.length === 0 || tags.some((tag) => product.tags.includes(tag))

/** Keeps the products that suit every answer (lead qualifier). */
export function narrowByAnswers(products: readonly FinanceProduct[], answers: readonly AnswerTags[]) {
  return products.filter((product) => answers.every((tags) => suits(product, tags)))
}

/** Orders products by how many answers they suit, best first (survey result). */
export function rankByAnswers(products: readonly FinanceProduct[], answers: readonly AnswerTags[]) {
  const score = (product: FinanceProduct) => answers.filter((tags) => tags.length > 0 && suits(product, tags)).length
  return [...products].sort((a, b) => score(b) - score(a) || byRank(a, b))
}

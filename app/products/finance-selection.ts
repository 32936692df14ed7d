// Which finance products a list shows and in what order. Lists pick products by kind (and, for
// brokers, by what they broker); a survey ranks by how many of its answers a product suits; a lead
// qualifier keeps only products suiting every answer. Ties always fall back to editorial rank.

import type { FinanceProduct } from '../contracts/content/schemas.ts'
import type { FinanceSelection } from '../contracts/product-selection.ts'

const byRank = (a: FinanceProduct, b: FinanceProduct) => a.rank - b.rank || a.id.localeCompare(b.id)

export function selectFinanceProducts(products: readonly FinanceProduct[], selection: FinanceSelection) {
  const { covers } = selection
  const selected = products
    .filter((product) => selection.kinds.includes(product.kind))
    .filter((product) => !covers || product.kind !== 'broker' || product.covers.includes(covers))
    .sort(byRank)
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

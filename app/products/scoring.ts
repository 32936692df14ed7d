// The published scoring method: editors score each category out of 5, and a product's rating is the
// weighted mean of its scores with the weights below, which every review states beside its
// breakdown (docs/decisions/082-scoring-method.md). The rating is never typed, so it cannot drift
// from the scores it claims to summarise.
import {
  type CasinoScores,
  casinoScoreCategories,
  type FinanceProduct,
  type FinanceScores,
  financeScoreCategories,
  type Product,
} from '../contracts/content/schemas.ts'

/** Each category's share of a casino's rating, in percent: licence and player protection weigh most. */
export const casinoScoreWeights = {
  licence: 25,
  bonus: 20,
  payments: 20,
  games: 15,
  mobile: 10,
  support: 10,
} as const satisfies Record<(typeof casinoScoreCategories)[number], number>

/** Each category's share of a finance product's rating, in percent: what it costs weighs most. */
export const financeScoreWeights = {
  costs: 40,
  conditions: 25,
  application: 20,
  service: 15,
} as const satisfies Record<(typeof financeScoreCategories)[number], number>

/** The weighted mean of scores out of 5, to one decimal as the site shows it. */
export function weightedRating<Category extends string>(
  scores: Readonly<Record<Category, number>>,
  weights: Readonly<Record<Category, number>>,
): number {
  const categories = Object.keys(weights) as Category[]
  const total = categories.reduce((sum, category) => sum + weights[category], 0)
  const weighted = categories.reduce((sum, category) => sum + scores[category] * weights[category], 0)
  // Rounded half up on the tenth, computed in tenths of a point so 4.45 is not read as 4.4499…
  return Math.round((weighted * 10) / total + 1e-9) / 10
}

export const casinoRating = (scores: CasinoScores): number => weightedRating(scores, casinoScoreWeights)
export const financeRating = (scores: FinanceScores): number => weightedRating(scores, financeScoreWeights)

/** A product's rating out of 5, computed from its scores. */
export function ratingOf(product: Pick<Product, 'scores'> | Pick<FinanceProduct, 'scores'>): number {
  return 'costs' in product.scores ? financeRating(product.scores) : casinoRating(product.scores)
}

/** A casino's scores with each category's weight, in the method's order, for its breakdown. */
export const casinoScoreBreakdown = (scores: CasinoScores) =>
  casinoScoreCategories.map((category) => ({ category, score: scores[category], weight: casinoScoreWeights[category] }))

/** A finance product's scores with each category's weight, in the method's order, for its breakdown. */
export const financeScoreBreakdown = (scores: FinanceScores) =>
  financeScoreCategories.map((category) => ({
    category,
    score: scores[category],
    weight: financeScoreWeights[category],
  }))

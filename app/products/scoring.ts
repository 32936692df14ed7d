// The published scoring method: editors score each category out of 5, and a product's rating is the
// weighted mean of its scores with the weights below, which every review states beside its
// breakdown (docs/decisions/082-scoring-method.md). The rating is never typed, so it cannot drift
// from the scores it claims to summarise.
import { productTypeIds, type Website } from '../../app.config.ts'
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

/** The method of each kind of product the site scores: its categories, in the method's order, and their weights. */
export const scoringMethods = {
  casino: { categories: casinoScoreCategories, weights: casinoScoreWeights },
  finance: { categories: financeScoreCategories, weights: financeScoreWeights },
} as const
export type ScoredKind = keyof typeof scoringMethods
/** The kinds in the order the method page states them. */
export const scoredKinds = Object.keys(scoringMethods) as ScoredKind[]

/** Scores with each category's weight, in the method's order, for a breakdown. */
const breakdownOf =
  <Category extends string>(method: { categories: readonly Category[]; weights: Readonly<Record<Category, number>> }) =>
  (scores: Readonly<Record<Category, number>>) =>
    method.categories.map((category) => ({ category, score: scores[category], weight: method.weights[category] }))

export const casinoScoreBreakdown = breakdownOf(scoringMethods.casino)
export const financeScoreBreakdown = breakdownOf(scoringMethods.finance)

/** The kind of product a site scores: casinos on a casino site, finance products on the others. */
export const scoredKindOf = (website: Pick<Website, 'productType'>): ScoredKind =>
  website.productType.id === productTypeIds.IGaming ? 'casino' : 'finance'

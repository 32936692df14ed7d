// The method page's worked examples, in a module of their own: only that page reads them, so they
// stay out of the code every list loads.
import { casinoScoreBreakdown, financeScoreBreakdown, type ScoredKind, weightedRating } from './scoring.ts'

/**
 * The method page's worked example: scores an editor might give, with the total the method computes
 * from them. Rows of the method's categories, so a new category or weight shows in the example too.
 */
export const scoringExamples = {
  casino: casinoScoreBreakdown({ licence: 5, bonus: 4, payments: 4.5, games: 4, mobile: 5, support: 3.5 }),
  finance: financeScoreBreakdown({ costs: 4.5, conditions: 4, application: 5, service: 3.5 }),
} satisfies Record<ScoredKind, unknown>

/** The total of a breakdown: the weighted mean its weights make of its scores. */
export const totalOf = (rows: ReadonlyArray<{ category: string; score: number; weight: number }>): number =>
  weightedRating(
    Object.fromEntries(rows.map((row) => [row.category, row.score])),
    Object.fromEntries(rows.map((row) => [row.category, row.weight])),
  )

// What a deposit bonus costs to play through: the bonus a deposit earns, the turnover its wagering
// requirement asks for, and what that turnover is expected to lose at a game's return to player.
// The wagering calculator block computes this in the browser and on the server alike.
import type { Product, WageringBase } from '../contracts/content/schemas.ts'

export type WageringInput = {
  /** The player's deposit, in the site's currency. */
  deposit: number
  /** The match percentage: 100 doubles the deposit. */
  bonusPercentage: number
  /** The most bonus the offer pays, whatever the deposit. */
  bonusCap: number
  /** The wagering requirement as a multiple (35 for 35x). */
  wagering: number
  /** What the multiple applies to: the bonus alone, or the bonus and the deposit. */
  wageringBase: WageringBase
  /** The return to player of the game the turnover is played on, in percent (96 for 96 %). */
  rtp: number
}

export type WageringResult = {
  bonus: number
  /** What has to be staked before the bonus can be withdrawn. */
  turnover: number
  /** What that turnover loses on average: the house edge on every stake. */
  expectedCost: number
  /** The bonus less the expected cost: negative when playing it through costs more than it pays. */
  expectedValue: number
}

const cents = (amount: number) => Math.round(amount * 100) / 100

export function wageringCost({ deposit, bonusPercentage, bonusCap, wagering, wageringBase, rtp }: WageringInput) {
  const bonus = Math.min((deposit * bonusPercentage) / 100, bonusCap)
  const turnover = wagering * (wageringBase === 'bonus' ? bonus : bonus + deposit)
  const expectedCost = (turnover * (100 - rtp)) / 100
  return {
    bonus: cents(bonus),
    turnover: cents(turnover),
    expectedCost: cents(expectedCost),
    expectedValue: cents(bonus - expectedCost),
  } satisfies WageringResult
}

/** The deposit that earns a bonus's whole cap: the example a casino's offer is shown with. */
export function depositForFullBonus(bonus: Pick<Product['bonus'], 'amount' | 'percentage' | 'minimumDeposit'>): number {
  if (bonus.percentage <= 0) return bonus.minimumDeposit
  return Math.max(bonus.minimumDeposit, Math.ceil((bonus.amount * 100) / bonus.percentage))
}

/** The return to player a casino's example is played at: a common figure for video slots. */
export const typicalSlotRtp = 96

/**
 * A casino's deposit bonus as the calculator's example: its whole cap earned, played at a typical
 * slot's RTP. None for an offer with no deposit match or no wagering (free spins, cash without terms).
 */
export function wageringExampleOf(bonus: Product['bonus']): WageringInput | undefined {
  if (bonus.noDeposit || bonus.percentage <= 0 || bonus.amount <= 0 || bonus.wagering <= 0) return undefined
  return {
    deposit: depositForFullBonus(bonus),
    bonusPercentage: bonus.percentage,
    bonusCap: bonus.amount,
    wagering: bonus.wagering,
    // Where the terms do not say, the multiple is read on the bonus alone, the common case.
    wageringBase: bonus.wageringBase ?? 'bonus',
    rtp: typicalSlotRtp,
  }
}

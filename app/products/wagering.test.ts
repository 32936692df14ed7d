import { describe, expect, test } from 'vitest'
import { depositForFullBonus, wageringCost, wageringExampleOf } from './wagering.ts'

// Worked examples from the published terms of casinos in content/90/de-DE/products.json.
describe('wageringCost', () => {
  test('Nordlicht: 100 % up to 100 €, 35x the bonus, 100 € deposited, played at 96 % RTP', () => {
    // 100 € bonus; 35 × 100 € = 3,500 € turnover; 4 % of it is lost on average: 140 €.
    expect(
      wageringCost({ deposit: 100, bonusPercentage: 100, bonusCap: 100, wagering: 35, wageringBase: 'bonus', rtp: 96 }),
    ).toEqual({ bonus: 100, turnover: 3500, expectedCost: 140, expectedValue: -40 })
  })

  test('the cap holds: 250 € deposited at Nordlicht still earns 100 € of bonus', () => {
    expect(
      wageringCost({ deposit: 250, bonusPercentage: 100, bonusCap: 100, wagering: 35, wageringBase: 'bonus', rtp: 96 }),
    ).toEqual({ bonus: 100, turnover: 3500, expectedCost: 140, expectedValue: -40 })
  })

  test('Spinoase: 200 % up to 1,000 €, 45x bonus and deposit, 500 € deposited', () => {
    // 1,000 € bonus; 45 × (1,000 € + 500 €) = 67,500 € turnover; at 96 % RTP 2,700 € expected loss.
    expect(
      wageringCost({
        deposit: 500,
        bonusPercentage: 200,
        bonusCap: 1000,
        wagering: 45,
        wageringBase: 'bonus-and-deposit',
        rtp: 96,
      }),
    ).toEqual({ bonus: 1000, turnover: 67500, expectedCost: 2700, expectedValue: -1700 })
  })

  test('Mondstein: 100 % up to 300 €, 40x bonus and deposit, 50 € deposited, at 96.5 % RTP', () => {
    // 50 € bonus; 40 × 100 € = 4,000 € turnover; 3.5 % of it is 140 €.
    expect(
      wageringCost({
        deposit: 50,
        bonusPercentage: 100,
        bonusCap: 300,
        wagering: 40,
        wageringBase: 'bonus-and-deposit',
        rtp: 96.5,
      }),
    ).toEqual({ bonus: 50, turnover: 4000, expectedCost: 140, expectedValue: -90 })
  })

  test('a game returning everything costs nothing to play through', () => {
    expect(
      wageringCost({
        deposit: 100,
        bonusPercentage: 100,
        bonusCap: 100,
        wagering: 35,
        wageringBase: 'bonus',
        rtp: 100,
      }),
    ).toEqual({ bonus: 100, turnover: 3500, expectedCost: 0, expectedValue: 100 })
  })
})

describe('depositForFullBonus', () => {
  test('the deposit that earns the whole cap', () => {
    expect(depositForFullBonus({ amount: 100, percentage: 100, minimumDeposit: 10 })).toBe(100)
    expect(depositForFullBonus({ amount: 1000, percentage: 200, minimumDeposit: 20 })).toBe(500)
    expect(depositForFullBonus({ amount: 500, percentage: 150, minimumDeposit: 20 })).toBe(334)
  })

  test('never less than the minimum deposit', () => {
    expect(depositForFullBonus({ amount: 5, percentage: 100, minimumDeposit: 20 })).toBe(20)
    expect(depositForFullBonus({ amount: 0, percentage: 0, minimumDeposit: 10 })).toBe(10)
  })
})

describe('wageringExampleOf', () => {
  const nordlicht = {
    headline: '100 % bis 100 € + 50 Freispiele',
    amount: 100,
    percentage: 100,
    freeSpins: 50,
    wagering: 35,
    minimumDeposit: 10,
    noDeposit: false,
    wageringBase: 'bonus' as const,
  }

  test("a casino's deposit bonus, its whole cap earned at a typical slot's RTP", () => {
    expect(wageringExampleOf(nordlicht)).toEqual({
      deposit: 100,
      bonusPercentage: 100,
      bonusCap: 100,
      wagering: 35,
      wageringBase: 'bonus',
      rtp: 96,
    })
  })

  test('no example for free spins without a deposit match, nor for a bonus without wagering', () => {
    expect(wageringExampleOf({ ...nordlicht, percentage: 0, amount: 0 })).toBeUndefined()
    expect(wageringExampleOf({ ...nordlicht, noDeposit: true })).toBeUndefined()
    expect(wageringExampleOf({ ...nordlicht, wagering: 0 })).toBeUndefined()
  })
})

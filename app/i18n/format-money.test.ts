import { describe, expect, test } from 'vitest'
import { formatMoney, formatMoneyRange, type MoneyAmount, type MoneyOptions } from './format-money.ts'

// Intl separates thousands with a no-break space in nb-NO; written out here so the table reads plainly.
const nbsp = '\u00a0'

describe('formatMoney', () => {
  test.each<[string, MoneyAmount, string, MoneyOptions, string]>([
    ['0 shows 0', 0, 'de-DE', {}, '0'],
    ['empty shows 0', '', 'nb-NO', {}, '0'],
    ['null shows 0', null, 'es-MX', {}, '0'],
    ['undefined shows 0', undefined, 'en-US', {}, '0'],
    ['an integer has no decimals', 1500, 'de-DE', {}, `1.500${nbsp}€`],
    ['cents show two decimals', 1500.5, 'de-DE', {}, `1.500,50${nbsp}€`],
    ['hidden decimals round', 1500.5, 'de-DE', { hideDecimals: true }, `1.501${nbsp}€`],
    ['nb-NO has the suffix kr', 25000, 'nb-NO', {}, `25${nbsp}000 kr`],
    ['nb-NO with cents', 99.9, 'nb-NO', {}, '99,90 kr'],
    ['es-MX uses its currency symbol', 12000, 'es-MX', {}, '$12,000'],
    ['en-US uses its currency symbol', 49.99, 'en-US', {}, '$49.99'],
  ])('%s', (_rule, amount, locale, options, expected) => {
    expect(formatMoney(amount, locale, options).replace(/\u202f/g, nbsp)).toBe(expected)
  })

  test('a locale matching no country throws the spec text', () => {
    expect(() => formatMoney(10, 'fr-FR')).toThrow('Could not find country details for locale fr-FR')
    expect(() => formatMoney(0, 'fr-FR')).toThrow('Could not find country details for locale fr-FR')
  })
})

describe('formatMoneyRange', () => {
  test.each<[string, MoneyAmount, MoneyAmount, string, string]>([
    ['a range shows a - b', 5000, 150000, 'nb-NO', `5${nbsp}000 kr - 150${nbsp}000 kr`],
    ['each end follows the decimal rule', 0, 99.5, 'en-US', '0 - $99.50'],
    ['de-DE range', 1000, 50000, 'de-DE', `1.000${nbsp}€ - 50.000${nbsp}€`],
  ])('%s', (_rule, from, to, locale, expected) => {
    expect(formatMoneyRange(from, to, locale).replace(/\u202f/g, nbsp)).toBe(expected)
  })
})

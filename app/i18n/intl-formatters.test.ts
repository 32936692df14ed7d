import { describe, expect, test } from 'vitest'
import { dateTimeFormat, formattedNumber, numberFormat } from './intl-formatters.ts'

describe('Intl formatters', () => {
  test('are made once per locale and options', () => {
    expect(numberFormat('de-DE', { style: 'percent' })).toBe(numberFormat('de-DE', { style: 'percent' }))
    expect(dateTimeFormat('de-DE', { dateStyle: 'long' })).toBe(dateTimeFormat('de-DE', { dateStyle: 'long' }))
  })

  test('differ by locale and by options, and format as Intl does', () => {
    expect(numberFormat('de-DE').format(1234.5)).toBe('1.234,5')
    expect(numberFormat('en-US').format(1234.5)).toBe('1,234.5')
    expect(numberFormat('de-DE', { maximumFractionDigits: 0 }).format(1234.5)).toBe('1.235')
    expect(dateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-11-01'))).toBe(
      '1. November 2026',
    )
  })

  test('a number written once is written the same again, per locale and options; -0 stays -0', () => {
    for (let round = 0; round < 2; round++) {
      expect(formattedNumber(4.8, 'de-DE', { minimumFractionDigits: 1 })).toBe('4,8')
      expect(formattedNumber(4.8, 'en-US', { minimumFractionDigits: 1 })).toBe('4.8')
      expect(formattedNumber(4.8, 'de-DE', { minimumFractionDigits: 2 })).toBe('4,80')
      expect(formattedNumber(0, 'de-DE')).toBe('0')
      expect(formattedNumber(-0, 'de-DE')).toBe('-0')
    }
  })
})

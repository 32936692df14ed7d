import { describe, expect, test } from 'vitest'
import { dateTimeFormat, numberFormat } from './intl-formatters.ts'

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
})

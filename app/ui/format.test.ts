// formatDate reads an ISO date as a calendar day, and the formatter the browser entry makes ahead
// (longDateFormat) is the very one it then uses: otherwise making it ahead would save nothing.
import { describe, expect, test } from 'vitest'
import { formatDate, longDateFormat } from './format.ts'

describe('formatDate', () => {
  test('a calendar day in the locale, with no time zone shift', () => {
    expect(formatDate('2026-11-01', 'de-DE')).toBe('1. November 2026')
    expect(formatDate('2026-12-31', 'en-US')).toBe('December 31, 2026')
  })

  test('formats with the formatter longDateFormat made ahead', () => {
    const ahead = longDateFormat('nb-NO')
    expect(longDateFormat('nb-NO')).toBe(ahead)
    expect(formatDate('2026-11-01', 'nb-NO')).toBe(ahead.format(new Date('2026-11-01')))
  })
})

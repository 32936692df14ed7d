import { expect, test } from 'vitest'
import { bucketKeys, change, presetRange, previousRange } from './cockpit.server.ts'

// A Wednesday, late in the UTC day.
const today = new Date('2026-11-25T23:30:00.000Z')

test('each preset is its days in UTC, today included', () => {
  expect(presetRange('today', today)).toEqual({ from: '2026-11-25', to: '2026-11-25' })
  expect(presetRange('yesterday', today)).toEqual({ from: '2026-11-24', to: '2026-11-24' })
  expect(presetRange('7d', today)).toEqual({ from: '2026-11-19', to: '2026-11-25' })
  expect(presetRange('30d', today)).toEqual({ from: '2026-10-27', to: '2026-11-25' })
  expect(presetRange('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-25' })
  expect(presetRange('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' })
  expect(presetRange('lastMonth', new Date('2026-01-10T00:00:00Z'))).toEqual({ from: '2025-12-01', to: '2025-12-31' })
})

test('the period before has the same length and ends the day before', () => {
  expect(previousRange({ from: '2026-11-25', to: '2026-11-25' })).toEqual({ from: '2026-11-24', to: '2026-11-24' })
  expect(previousRange({ from: '2026-10-27', to: '2026-11-25' })).toEqual({ from: '2026-09-27', to: '2026-10-26' })
  // Across the change from summer time, which UTC days do not have.
  expect(previousRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-02', to: '2026-10-31' })
})

test('buckets: every hour, day or Monday-started week of the range, keyed as the report keys them', () => {
  const day = { from: '2026-11-25', to: '2026-11-25' }
  const hours = bucketKeys('hour', day)
  expect(hours).toHaveLength(24)
  expect([hours[0], hours[23]]).toEqual(['2026-11-25T00', '2026-11-25T23'])
  expect(bucketKeys('day', { from: '2026-11-29', to: '2026-12-02' })).toEqual([
    '2026-11-29',
    '2026-11-30',
    '2026-12-01',
    '2026-12-02',
  ])
  // Sunday the 29th is in the week of Monday the 23rd.
  expect(bucketKeys('week', { from: '2026-11-29', to: '2026-12-08' })).toEqual([
    '2026-11-23',
    '2026-11-30',
    '2026-12-07',
  ])
})

test('a change is a fraction of what was before; nothing before is no change', () => {
  expect(change(150, 100)).toBe(0.5)
  expect(change(0, 100)).toBe(-1)
  expect(change(5, 0)).toBeUndefined()
})

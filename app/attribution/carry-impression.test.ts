import { describe, expect, test } from 'vitest'
import { urlCarryingImpression } from './carry-impression.ts'
import { trackingDataFromQuery } from './tracking-fields.ts'

describe('urlCarryingImpression', () => {
  test('adds the id beside the landing values, which the reloaded page reads back', () => {
    const url = urlCarryingImpression('https://site.test/?gclid=G1&subid=abc#top', 'i-1')
    expect(url).toBe('https://site.test/?gclid=G1&subid=abc&impression_id=i-1#top')
    expect(trackingDataFromQuery(new URL(url).searchParams)).toEqual({
      googleClickId: 'G1',
      subId: 'abc',
      impressionId: 'i-1',
    })
  })

  test('replaces an id the URL already carries, once', () => {
    expect(urlCarryingImpression('https://site.test/?impression_id=old&impression_id=older', 'i-2')).toBe(
      'https://site.test/?impression_id=i-2',
    )
  })

  test('without an id the URL is left as it is', () => {
    expect(urlCarryingImpression('https://site.test/casino-boni/?x=1', undefined)).toBe(
      'https://site.test/casino-boni/?x=1',
    )
  })
})

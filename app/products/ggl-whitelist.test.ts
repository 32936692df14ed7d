import { describe, expect, test } from 'vitest'
import { gglWhitelistAgeDays, gglWhitelistOf, isGglWhitelistStale, isWhitelisted } from './ggl-whitelist.ts'

const entries = [
  { domain: 'nordlicht-casino.de', listedOn: '2026-10-01' },
  { domain: 'hanseslots.de', listedOn: '2026-10-28' },
]

describe('the site’s copy of the GGL whitelist', () => {
  test('a casino is whitelisted while its own domain is on the list', () => {
    const whitelist = gglWhitelistOf(entries)
    expect(isWhitelisted({ domain: 'hanseslots.de' }, whitelist)).toBe(true)
    expect(isWhitelisted({ domain: 'spinoase.de' }, whitelist)).toBe(false)
  })

  test('is as old as its newest entry, and old after 31 days', () => {
    expect(gglWhitelistAgeDays(entries, new Date('2026-11-28T12:00:00Z'))).toBe(31)
    expect(isGglWhitelistStale(entries, new Date('2026-11-28T12:00:00Z'))).toBe(false)
    expect(isGglWhitelistStale(entries, new Date('2026-11-29T00:00:00Z'))).toBe(true)
  })

  test('an empty copy counts as old: nothing was ever taken', () => {
    expect(gglWhitelistAgeDays([], new Date())).toBeUndefined()
    expect(isGglWhitelistStale([], new Date())).toBe(true)
  })
})

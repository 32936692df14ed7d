import { describe, expect, test } from 'vitest'
import { clientAddressFrom } from './client-address.server.ts'

describe('the client of a request', () => {
  test('is the connection without trusted proxies, whatever X-Forwarded-For says', () => {
    expect(clientAddressFrom('192.0.2.1', '6.6.6.6', 0)).toBe('192.0.2.1')
  })

  test('is the address the outermost trusted proxy appended', () => {
    expect(clientAddressFrom('10.0.0.1', '203.0.113.7', 1)).toBe('203.0.113.7')
    // A forged entry sits further left than what the proxies appended.
    expect(clientAddressFrom('10.0.0.1', '6.6.6.6, 203.0.113.7, 10.0.0.5', 2)).toBe('203.0.113.7')
    expect(clientAddressFrom('10.0.0.1', ' 2001:db8::1 , 10.0.0.5', 2)).toBe('2001:db8::1')
  })

  test('with fewer entries than trusted hops, the leftmost; garbage is nobody in particular', () => {
    expect(clientAddressFrom('10.0.0.1', '203.0.113.7', 5)).toBe('203.0.113.7')
    expect(clientAddressFrom('10.0.0.1', 'not-an-address, 10.0.0.5', 2)).toBe('unknown')
    expect(clientAddressFrom(undefined, null, 0)).toBe('unknown')
  })
})

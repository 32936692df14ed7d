import { describe, expect, test } from 'vitest'
import { clientAddressFrom, type TrustedProxies, trustedProxiesFrom } from './client-address.server.ts'

const trusting = (value: string): TrustedProxies => {
  const trusted = trustedProxiesFrom(value)
  if (!trusted) throw new Error(`not a TRUST_PROXY value: ${value}`)
  return trusted
}
const nobody = trusting('')
const proxies = trusting('10.0.0.0/8, 2001:db8:ffff::/48')

describe('the client of a request', () => {
  test('is the connection when it is no trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddressFrom('192.0.2.1', '6.6.6.6', nobody)).toBe('192.0.2.1')
    expect(clientAddressFrom('192.0.2.1', '6.6.6.6, 10.0.0.5', proxies)).toBe('192.0.2.1')
  })

  test('behind trusted proxies, is the first untrusted entry from the right', () => {
    expect(clientAddressFrom('10.0.0.1', '203.0.113.7', proxies)).toBe('203.0.113.7')
    // A forged entry sits further left than what the proxies appended.
    expect(clientAddressFrom('10.0.0.1', '6.6.6.6, 203.0.113.7, 10.0.0.5', proxies)).toBe('203.0.113.7')
    expect(clientAddressFrom('10.0.0.1', '6.6.6.6,203.0.113.7,10.0.0.5,10.9.9.9', proxies)).toBe('203.0.113.7')
    // A proxy that writes the port, or brackets around IPv6.
    expect(clientAddressFrom('10.0.0.1', '203.0.113.7:51234', proxies)).toBe('203.0.113.7')
    expect(clientAddressFrom('10.0.0.1', '[2001:db8:1:2::9]:443', proxies)).toBe('2001:db8:1:2::/64')
  })

  test('a missing chain, or one of trusted proxies only, leaves the connection', () => {
    expect(clientAddressFrom('10.0.0.1', null, proxies)).toBe('10.0.0.1')
    expect(clientAddressFrom('10.0.0.1', '', proxies)).toBe('10.0.0.1')
    expect(clientAddressFrom('10.0.0.1', '10.0.0.7, 10.0.0.5', proxies)).toBe('10.0.0.1')
  })

  test('an entry that is no address ends the walk at the connection, never at an entry beyond it', () => {
    expect(clientAddressFrom('10.0.0.1', '6.6.6.6, not-an-address, 10.0.0.5', proxies)).toBe('10.0.0.1')
    expect(clientAddressFrom('10.0.0.1', '6.6.6.6, , 10.0.0.5', proxies)).toBe('10.0.0.1')
    expect(clientAddressFrom('10.0.0.1', '6.6.6.6, 10.0.0.5, 300.1.1.1', proxies)).toBe('10.0.0.1')
    expect(clientAddressFrom(undefined, '6.6.6.6', proxies)).toBe('unknown')
    expect(clientAddressFrom('nonsense', null, nobody)).toBe('unknown')
  })

  test('an IPv6 client is its /64, however it is written', () => {
    expect(clientAddressFrom('2001:db8:1:2::1', null, nobody)).toBe('2001:db8:1:2::/64')
    expect(clientAddressFrom('2001:0db8:0001:0002:ffff:ffff:ffff:ffff', null, nobody)).toBe('2001:db8:1:2::/64')
    expect(clientAddressFrom('2001:db8::1', null, nobody)).toBe('2001:db8:0:0::/64')
    expect(clientAddressFrom('fe80::1%eth0', null, nobody)).toBe('fe80:0:0:0::/64')
    // Behind a trusted IPv6 proxy.
    expect(clientAddressFrom('2001:db8:ffff::1', '2001:db8:5:6:7::8, 2001:db8:ffff::2', proxies)).toBe(
      '2001:db8:5:6::/64',
    )
  })

  test('an IPv4 address mapped into IPv6 is the IPv4 address, trusted as such', () => {
    expect(clientAddressFrom('::ffff:192.0.2.1', null, nobody)).toBe('192.0.2.1')
    expect(clientAddressFrom('::ffff:c000:201', null, nobody)).toBe('192.0.2.1')
    expect(clientAddressFrom('::ffff:10.0.0.1', '::ffff:203.0.113.7, 10.0.0.5', proxies)).toBe('203.0.113.7')
  })
})

describe('TRUST_PROXY', () => {
  test('takes addresses, ranges and names', () => {
    const trusted = trusting('192.0.2.1, 10.0.0.0/8, 2001:db8::/32, loopback')
    expect(trusted.check('192.0.2.1', 'ipv4')).toBe(true)
    expect(trusted.check('192.0.2.2', 'ipv4')).toBe(false)
    expect(trusted.check('10.200.3.4', 'ipv4')).toBe(true)
    expect(trusted.check('2001:db8:9::1', 'ipv6')).toBe(true)
    expect(trusted.check('2001:db9::1', 'ipv6')).toBe(false)
    expect(trusted.check('127.0.0.5', 'ipv4')).toBe(true)
    expect(trusted.check('::1', 'ipv6')).toBe(true)
  })

  test('refuses what is no address, range or name', () => {
    for (const value of ['2', 'proxy.example', '10.0.0.0/33', '2001:db8::/129', '10.0.0.0/8/1', '10.0.0.0/x', 'any'])
      expect(trustedProxiesFrom(value), value).toBeUndefined()
  })
})

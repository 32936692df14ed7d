import { describe, expect, test } from 'vitest'
import { clientAddressFrom, type TrustedProxies, trustedProxiesFrom } from './client-address.server.ts'

const trusting = (value: string): TrustedProxies => {
  const trusted = trustedProxiesFrom(value)
  if (!trusted) throw new Error(`not a TRUST_PROXY value: ${value}`)
  return trusted
}
const nobody = trusting('')
const proxies = trusting('10.0.0.0/8, 2001:db8:ffff::/48')

/** Connection, X-Forwarded-For, the trusted proxies, and who the client is. */
type Case = [connection: string | undefined, forwardedFor: string | null, trusted: TrustedProxies, client: string]

const cases: Record<string, Case[]> = {
  'is the connection when it is no trusted proxy, whatever X-Forwarded-For says': [
    ['192.0.2.1', '6.6.6.6', nobody, '192.0.2.1'],
    ['192.0.2.1', '6.6.6.6, 10.0.0.5', proxies, '192.0.2.1'],
  ],
  'behind trusted proxies, is the first untrusted entry from the right': [
    ['10.0.0.1', '203.0.113.7', proxies, '203.0.113.7'],
    // A forged entry sits further left than what the proxies appended.
    ['10.0.0.1', '6.6.6.6, 203.0.113.7, 10.0.0.5', proxies, '203.0.113.7'],
    ['10.0.0.1', '6.6.6.6,203.0.113.7,10.0.0.5,10.9.9.9', proxies, '203.0.113.7'],
    // A proxy that writes the port, or brackets around IPv6.
    ['10.0.0.1', '203.0.113.7:51234', proxies, '203.0.113.7'],
    ['10.0.0.1', '[2001:db8:1:2::9]:443', proxies, '2001:db8:1:2::/64'],
  ],
  'a missing chain, or one of trusted proxies only, leaves the connection': [
    ['10.0.0.1', null, proxies, '10.0.0.1'],
    ['10.0.0.1', '', proxies, '10.0.0.1'],
    ['10.0.0.1', '10.0.0.7, 10.0.0.5', proxies, '10.0.0.1'],
  ],
  'an entry that is no address ends the walk at the connection, never at an entry beyond it': [
    ['10.0.0.1', '6.6.6.6, not-an-address, 10.0.0.5', proxies, '10.0.0.1'],
    ['10.0.0.1', '6.6.6.6, , 10.0.0.5', proxies, '10.0.0.1'],
    ['10.0.0.1', '6.6.6.6, 10.0.0.5, 300.1.1.1', proxies, '10.0.0.1'],
    [undefined, '6.6.6.6', proxies, 'unknown'],
    ['nonsense', null, nobody, 'unknown'],
  ],
  'an IPv6 client is its /64, however it is written': [
    ['2001:db8:1:2::1', null, nobody, '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', null, nobody, '2001:db8:1:2::/64'],
    ['2001:db8::1', null, nobody, '2001:db8:0:0::/64'],
    ['fe80::1%eth0', null, nobody, 'fe80:0:0:0::/64'],
    // Behind a trusted IPv6 proxy.
    ['2001:db8:ffff::1', '2001:db8:5:6:7::8, 2001:db8:ffff::2', proxies, '2001:db8:5:6::/64'],
  ],
  'an IPv4 address mapped into IPv6 is the IPv4 address, trusted as such': [
    ['::ffff:192.0.2.1', null, nobody, '192.0.2.1'],
    ['::ffff:c000:201', null, nobody, '192.0.2.1'],
    ['::ffff:10.0.0.1', '::ffff:203.0.113.7, 10.0.0.5', proxies, '203.0.113.7'],
  ],
}

describe('the client of a request', () => {
  for (const [behaviour, table] of Object.entries(cases))
    test(behaviour, () => {
      for (const [connection, forwardedFor, trusted, client] of table)
        expect(clientAddressFrom(connection, forwardedFor, trusted), `${connection} <- ${forwardedFor}`).toBe(client)
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

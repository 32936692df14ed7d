// Who a request comes from, for the rate limits. TRUST_PROXY names the proxies in front (a CDN, a
// load balancer) by address or CIDR range, as Express's `trust proxy` does. Only a connection
// from one of them may name someone else: each proxy appends the address it was reached from to
// X-Forwarded-For, so the chain is read from the right, past every trusted entry, and the first
// untrusted one is the client. Whatever a client writes itself sits further left and is never
// reached; a missing chain, one of trusted proxies only, or an entry that is no address where the
// walk meets it leaves the connection's address as the client. The production server
// (server/serve.ts) writes the result into a header of its own, replacing any the request brought.
//
// An IPv6 client is its /64: one subscriber's line gets a whole /64 and can pick any address in
// it, so the network, not the address, is what one budget belongs to. An IPv4 address mapped into
// IPv6 (::ffff:192.0.2.1, as a dual-stack socket reports it) is the IPv4 address.
import { BlockList, isIP } from 'node:net'

export const clientAddressHeader = 'x-client-address'

/** TRUST_PROXY's names for ranges, as Express's `trust proxy` has them. */
const namedRanges: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/** The trusted proxies' addresses; an empty list trusts nobody (the connection is the client). */
export type TrustedProxies = BlockList

/** TRUST_PROXY's value as the proxies it trusts; undefined when an entry is no address, range or name. */
export function trustedProxiesFrom(value: string | undefined): TrustedProxies | undefined {
  const trusted = new BlockList()
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  for (const entry of entries.flatMap((entry) => namedRanges[entry] ?? [entry])) {
    const [address = '', prefix, ...rest] = entry.split('/')
    const family = isIP(address)
    if (family === 0 || rest.length > 0) return undefined
    if (prefix === undefined) {
      trusted.addAddress(address, family === 4 ? 'ipv4' : 'ipv6')
      continue
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN
    if (!(bits <= (family === 4 ? 32 : 128))) return undefined
    trusted.addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6')
  }
  return trusted
}

/** The eight 16-bit groups of an IPv6 address (isIP said it is one). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('%')[0]?.split('::') ?? []
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)]
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
          return [(a << 8) | b, (c << 8) | d]
        })
  const front = groupsOf(head)
  if (tail === undefined) return front
  const back = groupsOf(tail)
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
}

/** An entry as an address: IPv4 as it is, IPv6 as its groups; a port or brackets around it dropped. */
function addressIn(entry: string | undefined): string | undefined {
  if (!entry) return undefined
  const bare = /^\[([^\]]+)\](?::\d+)?$/.exec(entry)?.[1] ?? /^([\d.]+):\d+$/.exec(entry)?.[1] ?? entry
  const family = isIP(bare)
  if (family === 4) return bare
  if (family !== 6) return undefined
  const groups = ipv6Groups(bare)
  // ::ffff:a.b.c.d is the IPv4 client a dual-stack socket saw.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return groups.map((group) => group.toString(16)).join(':')
}

const isTrusted = (trusted: TrustedProxies, address: string) =>
  trusted.check(address, address.includes(':') ? 'ipv6' : 'ipv4')

/** The client one budget belongs to: an IPv4 address, or the /64 an IPv6 address is in. */
function budgetHolder(address: string): string {
  if (!address.includes(':')) return address
  return `${address.split(':').slice(0, 4).join(':')}::/64`
}

export function clientAddressFrom(
  connectionAddress: string | undefined,
  forwardedFor: string | null,
  trusted: TrustedProxies,
): string {
  const connection = addressIn(connectionAddress)
  if (connection === undefined) return 'unknown'
  let client = connection
  if (forwardedFor && isTrusted(trusted, connection)) {
    const chain = forwardedFor.split(',').map((entry) => entry.trim())
    for (let index = chain.length - 1; index >= 0; index--) {
      const entry = addressIn(chain[index])
      // A trusted proxy that appended something else than an address says nothing about the client.
      if (entry === undefined) break
      if (!isTrusted(trusted, entry)) {
        client = entry
        break
      }
    }
  }
  return budgetHolder(client)
}

/** The request's client as the production server wrote it; one shared "unknown" elsewhere (vite dev). */
export const clientAddressOf = (request: Request): string => request.headers.get(clientAddressHeader) ?? 'unknown'

// Who a request comes from, for the rate limits: the connection's address, or, behind TRUST_PROXY
// trusted proxies (a CDN, a load balancer), the address the outermost trusted one saw. Each proxy
// appends the address it was reached from to X-Forwarded-For, so the client is the entry that many
// hops before the connection; whatever a client writes there itself sits further left and is
// ignored. The production server (server/serve.ts) writes the result into a header of its own,
// replacing any the request brought.
import { isIP } from 'node:net'

export const clientAddressHeader = 'x-client-address'

export function clientAddressFrom(
  connectionAddress: string | undefined,
  forwardedFor: string | null,
  trustedHops: number,
): string {
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    connectionAddress ?? 'unknown',
  ]
  const client = chain[Math.max(0, chain.length - 1 - trustedHops)] ?? 'unknown'
  return isIP(client) ? client : 'unknown'
}

/** The request's client as the production server wrote it; one shared "unknown" elsewhere (vite dev). */
export const clientAddressOf = (request: Request): string => request.headers.get(clientAddressHeader) ?? 'unknown'

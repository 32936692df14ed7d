// Rate limits per client on the leads API and the click-out (rate-limiter-flexible). A page view
// makes one impression, a few product events (the initial list and the products scrolled into
// view), up to three client ids (one per ad network) and a consent save; a click-out is a click.
// The budgets let one address (an office or a carrier's NAT shares one among many people) view
// about five pages a second for a minute and never meet them, while a script writing thousands of
// rows a second is cut to that. Over budget: 429 with Retry-After; the click-out still redirects
// but is not recorded (the visitor is not punished for a flood from their address).
// With PostgreSQL (DATABASE_URL) the budgets are shared by every worker and instance through its
// table rate_limits; on the embedded default they are per process, in memory. A PostgreSQL that
// fails falls back to the process's memory rather than refusing or admitting everyone.
// The client is the connection's address, or the address TRUST_PROXY trusted proxies name
// (client-address.server.ts); it is kept only as a daily-salted hash, never as the address.
import { createHash } from 'node:crypto'
import pg from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { leadsErrorResponse } from './leads-responses.server.ts'

/** Each budget: points per window of seconds, per client. */
export const rateBudgets = {
  impression: { points: 300, seconds: 60 },
  'user-events': { points: 1200, seconds: 60 },
  'client-id': { points: 300, seconds: 60 },
  'click-out': { points: 120, seconds: 60 },
  consent: { points: 120, seconds: 60 },
  signup: { points: 20, seconds: 600 },
  // One network's server posts every conversion of every visitor it tracked, in bursts when it
  // replays a backlog: a budget for a server, not for a person.
  postback: { points: 6000, seconds: 60 },
} as const
export type RateLimited = keyof typeof rateBudgets

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type ClientLimiter = {
  /** Takes one point of the client's budget for the endpoint. */
  take(endpoint: RateLimited, clientAddress: string): Promise<RateDecision>
  close(): Promise<void>
}

/** The address as the limiter keeps it: a hash salted with the day, so no address is ever stored. */
const clientKey = (address: string, now = new Date()) =>
  createHash('sha256')
    .update(`${now.toISOString().slice(0, 10)}|${address}`)
    .digest('base64url')
    .slice(0, 32)

export type ClientLimiterOptions = {
  /** The shared PostgreSQL database; none: each process keeps its own budgets. */
  postgresUrl?: string
  /** Settles once the database's migrations (which create rate_limits) have run. */
  prepared?: () => Promise<void>
}

export function createClientLimiter({ postgresUrl, prepared }: ClientLimiterOptions = {}): ClientLimiter {
  const pool = postgresUrl
    ? new pg.Pool({ connectionString: postgresUrl, max: 4, connectionTimeoutMillis: 1000 })
    : undefined
  // An idle connection's error (the server restarting) must not end the process.
  pool?.on('error', () => undefined)
  const limiters = Object.fromEntries(
    Object.entries(rateBudgets).map(([endpoint, { points, seconds }]) => {
      const options = { keyPrefix: endpoint, points, duration: seconds }
      const memory = new RateLimiterMemory(options)
      const limiter = pool
        ? new RateLimiterPostgres({
            ...options,
            storeClient: pool,
            storeType: 'pool',
            tableName: 'rate_limits',
            tableCreated: true,
            // A flooding client is refused from memory until its window ends, without a round trip.
            inMemoryBlockOnConsumed: points,
            inMemoryBlockDuration: seconds,
            insuranceLimiter: memory,
          })
        : memory
      return [endpoint, limiter]
    }),
  ) as Record<RateLimited, RateLimiterMemory | RateLimiterPostgres>
  let ready: Promise<void> | undefined

  return {
    async take(endpoint, clientAddress) {
      if (pool && prepared) {
        ready ??= prepared().catch(() => {
          ready = undefined
        })
        await ready
      }
      try {
        await limiters[endpoint].consume(clientKey(clientAddress))
        return { allowed: true }
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
        throw rejection
      }
    },
    async close() {
      await pool?.end()
    },
  }
}

/** The leads API's 429: the error shape of every refusal, with when to try again. */
export function tooManyRequests(endpoint: RateLimited, retryAfterSeconds: number): Response {
  return leadsErrorResponse(
    429,
    {
      code: 'rate_limited',
      message: `Too many ${endpoint} requests from this client; retry after ${retryAfterSeconds} s`,
    },
    { 'retry-after': String(retryAfterSeconds) },
  )
}

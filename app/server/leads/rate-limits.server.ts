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
// (client-address.server.ts); it is kept only as a hash keyed with DATA_HASH_SECRET and salted
// with the day, never as the address.
// The production server takes each request's point at its door, before the app, and answers an
// over-budget request there (admission.server.ts); the routes take it only when nothing did.
import pg from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { jsonHeaders, leadsErrorBody } from './leads-responses.server.ts'
import { keyedHash } from './privacy/keyed-hash.server.ts'

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

/** How many clients' keys of the day are kept, so a flooding client's are not hashed again for each request. */
const keptKeys = 10_000
const dayMs = 86_400_000

/**
 * The address as the limiter keeps it: a hash keyed with the server's secret and salted with the
 * (UTC) day, so no address is ever stored and none can be found by hashing candidates; the day's
 * keys are remembered in memory, by address, until the day ends.
 */
function clientKeys(secret: string): (address: string) => string {
  let day = -1
  let salt = ''
  let keys = new Map<string, string>()
  return (address) => {
    const today = Math.floor(Date.now() / dayMs)
    if (today !== day || keys.size >= keptKeys) {
      day = today
      salt = new Date(today * dayMs).toISOString().slice(0, 10)
      keys = new Map()
    }
    let key = keys.get(address)
    if (key === undefined) {
      key = keyedHash(secret, `${salt}|${address}`).slice(0, 32)
      keys.set(address, key)
    }
    return key
  }
}

export type ClientLimiterOptions = {
  /** The HMAC key of the clients' keys (DATA_HASH_SECRET). */
  hashSecret: string
  /** The shared PostgreSQL database; none: each process keeps its own budgets. */
  postgresUrl?: string
  /** Settles once the database's migrations (which create rate_limits) have run. */
  prepared?: () => Promise<void>
}

export function createClientLimiter({ hashSecret, postgresUrl, prepared }: ClientLimiterOptions): ClientLimiter {
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
  const clientKey = clientKeys(hashSecret)

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

/** The leads API's 429 as parts: the error shape of every refusal, with when to try again. */
export function tooManyRequestsAnswer(
  endpoint: RateLimited,
  retryAfterSeconds: number,
): { body: string; headers: Record<string, string> } {
  return {
    body: leadsErrorBody({
      code: 'rate_limited',
      message: `Too many ${endpoint} requests from this client; retry after ${retryAfterSeconds} s`,
    }),
    headers: { ...jsonHeaders, 'retry-after': String(retryAfterSeconds) },
  }
}

/** The leads API's 429 as a route answers it. */
export function tooManyRequests(endpoint: RateLimited, retryAfterSeconds: number): Response {
  const { body, headers } = tooManyRequestsAnswer(endpoint, retryAfterSeconds)
  return new Response(body, { status: 429, headers })
}

// Admission at the door. The production server (server/serve.ts) takes a rate-limited request's
// point before the app sees it and answers an over-budget request there: a small fixed 429, no
// body read, no router, no render, so a flood's refusals cost a fraction of an ordinary request
// and the visitors beside it keep their pace (bench/abuse.bench.ts). A request it passes on
// carries its decision in a header, and the route reads that instead of taking a second point.
// The header holds a secret of the process: one a client writes itself is no decision, and the
// route takes the point as it does wherever no door stands (vite dev, tests serving the handlers).
import { randomUUID } from 'node:crypto'
import { clientAddressOf } from './client-address.server.ts'
import type { RateDecision, RateLimited } from './rate-limits.server.ts'

export const admissionHeader = 'x-rate-admission'

/** The paths that spend a budget, and which one; pages, content and files spend none. */
const limitedPaths: ReadonlyArray<readonly [RegExp, RateLimited]> = [
  [/^\/api\/impression\/?$/, 'impression'],
  [/^\/api\/user-events\/?$/, 'user-events'],
  [/^\/api\/client-id\/?$/, 'client-id'],
  [/^\/api\/consent\/?$/, 'consent'],
  [/^\/api\/signups\/?$/, 'signup'],
  [/^\/api\/postback\/[^/]+\/?$/, 'postback'],
  [/^\/go\/[^/]+\/?$/, 'click-out'],
]

export function rateLimitedEndpointOf(pathname: string): RateLimited | undefined {
  if (!pathname.startsWith('/api/') && !pathname.startsWith('/go/')) return undefined
  return limitedPaths.find(([path]) => path.test(pathname))?.[1]
}

/** A request over budget, to be answered 429 at once. */
export type DoorRefusal = { endpoint: RateLimited; retryAfterSeconds: number }

export type Admission = {
  /**
   * Takes the point of the request's path, if it spends one, and marks the request with the
   * decision. Over budget: the refusal to answer now; the click-out passes on (it still
   * redirects, unrecorded).
   */
  atTheDoor(request: Request, at: { pathname: string; clientAddress: string }): Promise<DoorRefusal | undefined>
  /** The decision for the endpoint: the door's, when it made one, else a point taken now. */
  decide(endpoint: RateLimited, request: Request): Promise<RateDecision>
}

export function createAdmission(
  take: (endpoint: RateLimited, clientAddress: string) => Promise<RateDecision>,
): Admission {
  const secret = randomUUID()
  const markOf = (endpoint: RateLimited, decision: RateDecision) =>
    `${secret} ${endpoint} ${decision.allowed ? 0 : decision.retryAfterSeconds}`

  return {
    async atTheDoor(request, { pathname, clientAddress }) {
      const endpoint = rateLimitedEndpointOf(pathname)
      if (!endpoint) return undefined
      const decision = await take(endpoint, clientAddress)
      if (!decision.allowed && endpoint !== 'click-out')
        return { endpoint, retryAfterSeconds: decision.retryAfterSeconds }
      request.headers.set(admissionHeader, markOf(endpoint, decision))
      return undefined
    },
    decide(endpoint, request) {
      const [mark, markedFor, retryAfter] = (request.headers.get(admissionHeader) ?? '').split(' ')
      if (mark !== secret || markedFor !== endpoint) return take(endpoint, clientAddressOf(request))
      const retryAfterSeconds = Number(retryAfter)
      return Promise.resolve(retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true })
    },
  }
}

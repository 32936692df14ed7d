// The door of the server runtime: what a request meets on its way in. It says who the client is
// (the connection, or the address a trusted proxy names), takes the point of a rate-limited request
// and refuses one over budget before the app sees it (leads/admission.server.ts), gives the routes
// the same decision, and mints the nonce of a page's Content-Security-Policy. Built from the
// configuration's door section (server-config.server.ts).
import { createAdmission, type DoorRefusal } from '../leads/admission.server.ts'
import { clientAddressFrom } from '../leads/client-address.server.ts'
import {
  createClientLimiter,
  type RateDecision,
  type RateLimited,
  tooManyRequests,
} from '../leads/rate-limits.server.ts'
import { mintCspNonce } from './mint-csp-nonce.server.ts'
import { once } from './room-parts.server.ts'
import type { DoorConfig } from './server-config.server.ts'

export type Door = {
  /** The client a budget belongs to: the connection's address, or the one trusted proxies name (TRUST_PROXY). */
  clientAddress(connectionAddress: string | undefined, forwardedFor: string | null): string
  /**
   * The production server's door: takes the point of a request whose path spends a budget, marks the
   * request with the decision, and names the refusal to answer at once.
   */
  refusal(request: Request, at: { pathname: string; clientAddress: string }): Promise<DoorRefusal | undefined>
  /**
   * The request's admission for the endpoint: the door's decision, or one point of the client's
   * budget taken now (rate-limits.server.ts); the leads routes answer 429 when it is spent, the
   * click-out redirects without recording.
   */
  admit(endpoint: RateLimited, request: Request): Promise<RateDecision>
  /** admit, as a JSON endpoint answers: a 429 when over budget, else undefined. */
  refuseOverBudget(endpoint: RateLimited, request: Request): Promise<Response | undefined>
  mintCspNonce(): string
  close(): Promise<void>
}

/** What the door takes from outside its section. */
export type DoorWorld = {
  /** The key the budgets' client addresses are hashed with (DATA_HASH_SECRET). */
  hashSecret: string
  /** The leads database's PostgreSQL, where every process shares the budgets; undefined: per process. */
  postgresUrl: string | undefined
  /** Settles when the leads database is ready (its migrations made the budgets' table). */
  prepared: () => Promise<void>
}

export function createDoor(config: DoorConfig, world: DoorWorld): Door {
  const limiter = once(() => createClientLimiter(world))
  const admission = createAdmission((endpoint, clientAddress) => limiter().take(endpoint, clientAddress))
  return {
    clientAddress: (connectionAddress, forwardedFor) =>
      clientAddressFrom(connectionAddress, forwardedFor, config.trustProxy),
    refusal: admission.atTheDoor,
    admit: admission.decide,
    async refuseOverBudget(endpoint, request) {
      const decision = await admission.decide(endpoint, request)
      return decision.allowed ? undefined : tooManyRequests(endpoint, decision.retryAfterSeconds)
    },
    mintCspNonce,
    async close() {
      await limiter.made()?.close()
    },
  }
}

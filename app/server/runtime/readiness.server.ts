// Readiness: whether each part a server process needs answers now. GET /readyz answers 200 when all
// do and 503 naming those that do not, so a load balancer stops sending visitors to an instance
// whose leads database is gone or unreachable, and sends them again once it answers. GET /healthz only
// says the process answers (an orchestrator restarts a process that does not).
//
// The answer names parts, never why: a probe's error carries file paths, host names and driver
// texts, which go to the log. The probe is public and cheap to call, so its parts are checked at
// most once a second: every probe within that second, and every one while a check runs, shares
// that check's result.

export type Readiness = { ready: boolean; failing: readonly string[] }

export type ReadinessCheck = () => Promise<Readiness>

export type ReadinessOptions = {
  /** How old a result may be when a probe is answered from it. */
  maxAgeMs?: number
  now?: () => number
  /** Told why each failing part fails, once per check. */
  log?: (part: string, reason: unknown) => void
}

const logToConsole = (part: string, reason: unknown) =>
  console.error(`[readiness] ${part} is not ready:`, reason instanceof Error ? reason.message : reason)

/** A check of every probe at once, shared by the callers of one moment. */
export function createReadiness(
  probes: Record<string, () => Promise<unknown>>,
  { maxAgeMs = 1000, now = Date.now, log = logToConsole }: ReadinessOptions = {},
): ReadinessCheck {
  let current: Promise<Readiness> | undefined
  let running = false
  let settledAt = Number.NEGATIVE_INFINITY
  const check = async (): Promise<Readiness> => {
    const names = Object.keys(probes)
    const results = await Promise.allSettled(names.map((name) => probes[name]?.()))
    const failing = names.filter((name, index) => {
      const result = results[index]
      if (result?.status !== 'rejected') return false
      log(name, result.reason)
      return true
    })
    return { ready: failing.length === 0, failing }
  }
  return () => {
    if (current && (running || now() - settledAt < maxAgeMs)) return current
    running = true
    current = check().finally(() => {
      running = false
      settledAt = now()
    })
    return current
  }
}

const probeHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

/** GET /readyz's answer: 200 with every part ready, else 503 naming the parts that are not. */
export function readinessResponse({ ready, failing }: Readiness): Response {
  return new Response(JSON.stringify(ready ? { status: 'ready' } : { status: 'unavailable', failing }), {
    status: ready ? 200 : 503,
    headers: probeHeaders,
  })
}

/** GET /healthz's answer: the process answers. */
export const healthResponse = (): Response => new Response('{"status":"ok"}', { status: 200, headers: probeHeaders })

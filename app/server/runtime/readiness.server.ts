// Readiness: whether each part a server process needs answers now. GET /readyz answers 200 when all
// do and 503 naming those that do not, so a load balancer stops sending visitors to an instance
// whose leads database is locked or gone, and sends them again once it answers. GET /healthz only
// says the process answers (an orchestrator restarts a process that does not).

export type Readiness = { ready: boolean; parts: Record<string, 'ok' | string> }

/** Runs every probe at once; a probe that throws names its part, with why. */
export async function readinessOf(probes: Record<string, () => Promise<unknown>>): Promise<Readiness> {
  const names = Object.keys(probes)
  const results = await Promise.allSettled(names.map((name) => probes[name]?.()))
  const parts: Record<string, string> = {}
  results.forEach((result, index) => {
    const name = names[index] ?? ''
    parts[name] =
      result.status === 'fulfilled'
        ? 'ok'
        : result.reason instanceof Error
          ? result.reason.message
          : String(result.reason)
  })
  return { ready: Object.values(parts).every((state) => state === 'ok'), parts }
}

const probeHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

/** GET /readyz's answer: 200 with every part ok, else 503 naming the parts that are not. */
export function readinessResponse({ ready, parts }: Readiness): Response {
  const failing = Object.keys(parts).filter((name) => parts[name] !== 'ok')
  return new Response(JSON.stringify({ status: ready ? 'ready' : `not ready: ${failing.join(', ')}`, parts }), {
    status: ready ? 200 : 503,
    headers: probeHeaders,
  })
}

/** GET /healthz's answer: the process answers. */
export const healthResponse = (): Response => new Response('{"status":"ok"}', { status: 200, headers: probeHeaders })

// What every request carries as Start's request context: the process's server runtime, which the
// server entry (app/server.ts) hands in. Server routes and middleware read it with runtimeOf.
import type { ServerRuntime } from './server-runtime.server.ts'

export type RequestContext = { runtime: ServerRuntime }

export const requestContextOf = (runtime: ServerRuntime): RequestContext => ({ runtime })

/** The runtime a server route or middleware is handed (its `context`). */
export function runtimeOf(context: unknown): ServerRuntime {
  const runtime = (context as Partial<RequestContext> | undefined)?.runtime
  if (!runtime)
    throw new Error('No server runtime in the request context: the server entry (app/server.ts) hands it in')
  return runtime
}

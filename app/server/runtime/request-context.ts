// What every request carries as Start's request context: the process's server runtime, which the
// server entry (app/server.ts) hands in, and for what the router renders the page request context
// (app/server/request). Server routes and middleware read the runtime with runtimeOf.

import type { PageRequestAtTheDoor } from '../request/page-request-context.server.ts'
import type { PageRequestContext } from '../request/page-request-context.ts'
import type { ServerRuntime } from './server-runtime.server.ts'

export type RequestContext = { runtime: ServerRuntime; page?: PageRequestContext }

export const requestContextOf = (runtime: ServerRuntime, page?: PageRequestContext): RequestContext =>
  page ? { runtime, page } : { runtime }

/** What the production server (server/serve.ts) hands the server entry: what its door worked out of the request. */
export type HandedDoor = { door: PageRequestAtTheDoor | undefined }

/** The door handed in with a request; undefined when none was (`vite dev`), so the entry works it out. */
export const handedDoor = (context: unknown): HandedDoor | undefined =>
  typeof context === 'object' && context !== null && 'door' in context ? (context as HandedDoor) : undefined

/** The runtime a server route or middleware is handed (its `context`). */
export function runtimeOf(context: unknown): ServerRuntime {
  const runtime = (context as Partial<RequestContext> | undefined)?.runtime
  if (!runtime)
    throw new Error('No server runtime in the request context: the server entry (app/server.ts) hands it in')
  return runtime
}

// A client that hangs up before its answer is ready (a closed tab, a lost mobile connection, a
// crawler's time-out) is nobody's failure. TanStack Start notices it between the steps of a
// request and throws the request's abort reason, which it would log as an error with its stack:
// a server log and an error tracker full of visitors who left. The server entry (app/server.ts)
// answers such a request with the status nginx logs for it instead; no client receives it.

/** Whether `error` is how handling `request` stopped because its client hung up. */
export const clientHungUp = (request: Request, error: unknown): boolean =>
  request.signal.aborted && error === request.signal.reason

/** 499 "Client Closed Request": not in the HTTP standard, but what access logs know it as. */
export const clientClosedRequest = (): Response =>
  new Response(null, { status: 499, headers: { 'cache-control': 'no-store' } })

// The server's way to the content API during SSR: the request goes straight to the content API's
// handler in this process, the same handler (and cache, and sanitising) the network route uses.
// Loopback HTTP queued every content read of a render behind every visitor's waiting request, so
// under load a page's sequential reads added up to timeouts (bench/load.bench.ts).
import { serveContentRequest } from './content-runtime.server.ts'

export const inProcessContentFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
  serveContentRequest(new Request(input, init))

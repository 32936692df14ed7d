// The server's way to the content API during SSR: the request goes straight to the content API's
// handler in this process, the same handler (and cache, and sanitising) the network route uses.
// Loopback HTTP queued every content read of a render behind every visitor's waiting request, so
// under load a page's sequential reads added up to timeouts (bench/load.bench.ts).
import { previewSecretFromEnv } from '../preview/preview-token.server.ts'
import { getContentSource } from './content-runtime.server.ts'
import { handleContentRequest } from './handle-content-request.server.ts'

export const inProcessContentFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
  handleContentRequest(new Request(input, init), getContentSource(), { previewSecret: previewSecretFromEnv() })

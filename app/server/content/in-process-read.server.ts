// The server's way to the content API during SSR: the API's own answer (same source, cache, draft
// check and sanitising as a request to /api/content) to the typed read the content client made,
// without a URL built to be parsed back, a Request, a Response, or its JSON parsed and validated
// again for every render. Loopback HTTP queued every content read of a render
// behind every visitor's waiting request (bench/load.bench.ts); the in-process Request/Response
// that replaced it still cost each render its serialising and parsing (bench/README.md).

import { retryStatuses } from '../../api/http-client.ts'
import type { ContentRead } from '../../contracts/content/content-query.ts'
import type { ServerContentRead } from '../../site/server-content-read.ts'
import type { ContentBody } from './content-source.server.ts'
import type { ContentAnswer } from './handle-content-request.server.ts'

type Parsed = { safeParse: (data: unknown) => unknown }

/**
 * Sources hand out one body object per content version (the store memoises its answers, the cache
 * of an external CMS keeps each one until it is replaced), so a body's parse is kept beside it and
 * every render reading it shares the result. Renders only read content: nothing mutates it. Held
 * weakly by schema too: a body lives as long as its version, and a schema made for one read (not a
 * module's constant) must not stay with it, one more for every request that reads it.
 */
const parses = new WeakMap<ContentBody, WeakMap<Parsed, unknown>>()

function parseOnce(body: ContentBody, schema: Parsed): unknown {
  let bySchema = parses.get(body)
  if (!bySchema) {
    bySchema = new WeakMap()
    parses.set(body, bySchema)
  }
  if (!bySchema.has(schema)) bySchema.set(schema, schema.safeParse(JSON.parse(body.json)))
  return bySchema.get(schema)
}

/** A direct read through `read` (the content runtime's), with the HTTP client's one retry on a transient status. */
export function createInProcessContentRead(answer: (read: ContentRead) => Promise<ContentAnswer>): ServerContentRead {
  return async (read, schema) => {
    let answered = await answer(read)
    if (!answered.ok && retryStatuses.has(answered.status)) answered = await answer(read)
    if (!answered.ok) return { status: answered.status }
    return { status: 200, result: parseOnce(answered.body, schema) as ReturnType<typeof schema.safeParse> }
  }
}

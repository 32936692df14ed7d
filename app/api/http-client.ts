// The one HTTP client every API call goes through (SPEC section 7, "Generic client behaviour"):
// JSON bodies for PATCH/POST/PUT/DELETE, one retry on transient statuses for body-less methods,
// and an HttpError for every 4xx/5xx answer.
import type { z } from '../lib/zod.ts'

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'PATCH' | 'POST' | 'PUT' | 'DELETE'

const methodsWithJsonBody: ReadonlySet<HttpMethod> = new Set(['PATCH', 'POST', 'PUT', 'DELETE'])
/** Statuses worth one more try: the request may well succeed a moment later. */
export const retryStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    readonly url: string,
    readonly body: unknown,
  ) {
    super(`${status} ${url}`)
  }
}

export type RequestOptions = {
  method?: HttpMethod
  query?: Record<string, string | readonly string[] | undefined>
  body?: unknown
  headers?: Record<string, string>
  credentials?: RequestCredentials
  signal?: AbortSignal
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch
}

export function buildUrl(base: string, path: string, query: RequestOptions['query'] = {}): string {
  const url = new URL(`${base.replace(/\/$/, '')}${path}`, 'http://relative.invalid')
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    for (const item of typeof value === 'string' ? [value] : value) url.searchParams.append(key, item)
  }
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString()
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  return text
}

/** Sends one request (and at most one retry); answers the parsed body, or throws HttpError. */
export async function request(base: string, path: string, options: RequestOptions = {}): Promise<unknown> {
  const method = options.method ?? 'GET'
  const doFetch = options.fetch ?? fetch
  const url = buildUrl(base, path, options.query)
  const hasJsonBody = methodsWithJsonBody.has(method) && options.body !== undefined
  const init: RequestInit = {
    method,
    headers: {
      accept: 'application/json',
      ...(hasJsonBody && { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: hasJsonBody ? JSON.stringify(options.body) : undefined,
    credentials: options.credentials,
    signal: options.signal,
  }
  // Methods that carry a body may have side effects: never resend them.
  const maxAttempts = methodsWithJsonBody.has(method) ? 1 : 2
  for (let attempt = 1; ; attempt++) {
    const response = await doFetch(url, init)
    if (response.ok) return readBody(response)
    if (attempt < maxAttempts && retryStatuses.has(response.status)) {
      await response.body?.cancel()
      continue
    }
    throw new HttpError(response.status, url, await readBody(response))
  }
}

/** request() whose answer is parsed with a zod schema. */
export async function requestParsed<T>(
  schema: z.ZodMiniType<T>,
  base: string,
  path: string,
  options?: RequestOptions,
): Promise<T> {
  return schema.parse(await request(base, path, options))
}

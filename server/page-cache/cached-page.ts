// A rendered page as the page cache keeps it, and the answer made from it. Only a page anyone may
// be given is kept: 200, HTML, `Cache-Control: public` (never no-store, private or no-cache: draft
// previews and the block gallery say no-store), no Set-Cookie, varying on nothing but what the
// cache keys on, and a Content-Security-Policy with one nonce, which every answer replaces with a
// fresh one (in the header and in the body).
import type { Writable } from 'node:stream'
import { FastResponse } from 'srvx'
import { acceptsGzip } from '../compress-response.ts'
import { gzipChunks, identityChunks, type PageBody, pageBodyWithNonceSlots } from './page-body.ts'

export type CachedPage = {
  /** The response's headers but the ones each answer sets (policy, length, encoding, Vary). */
  headers: [string, string][]
  /** The Content-Security-Policy around its nonce. */
  policyPieces: string[]
  vary: string
  body: PageBody
}

/** What the cache keys on (page-request.ts), and Accept-Encoding, which it answers by itself. */
const keyedVary = new Set(['cookie', 'sec-gpc', 'accept-encoding'])
const refusedCacheControl = new Set(['no-store', 'private', 'no-cache'])
const nonceInPolicy = /'nonce-([^']+)'/g
/** Set per answer (the policy, by its nonce) or by the server (length, encoding, Vary, Age). */
const perAnswerHeaders = new Set(['content-security-policy', 'content-length', 'content-encoding', 'vary', 'age'])

/** The page to keep, or (when it may not be kept) the response, as it came, for the one who asked. */
export async function cachedPageFrom(response: Response): Promise<{ page: CachedPage } | { response: Response }> {
  const headers = response.headers
  const directives = (headers.get('cache-control') ?? '').split(',').map((directive) => directive.trim().toLowerCase())
  const vary = headers.get('vary') ?? ''
  const nonces = new Set([...(headers.get('content-security-policy') ?? '').matchAll(nonceInPolicy)].map((m) => m[1]))
  const [nonce] = nonces
  if (
    response.status !== 200 ||
    !(headers.get('content-type') ?? '').startsWith('text/html') ||
    headers.has('content-encoding') ||
    headers.has('set-cookie') ||
    !directives.includes('public') ||
    directives.some((directive) => refusedCacheControl.has(directive)) ||
    !vary.split(',').every((field) => field.trim() === '' || keyedVary.has(field.trim().toLowerCase())) ||
    nonces.size !== 1 ||
    nonce === undefined
  )
    return { response }
  const html = Buffer.from(await response.arrayBuffer())
  const body = pageBodyWithNonceSlots(html, nonce)
  if (!body) return { response: new Response(html, response) }
  const page = {
    headers: [...headers].filter(([name]) => !perAnswerHeaders.has(name)),
    policyPieces: (headers.get('content-security-policy') ?? '').split(nonce),
    vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
    body,
  }
  return { page }
}

/** The page with a fresh nonce, gzipped when the client takes it; Age says how old the render is. */
export function answerFromPage(page: CachedPage, request: Request, nonce: string, ageSeconds: number): Response {
  const gzip = acceptsGzip(request) && request.method !== 'HEAD'
  const chunks = gzip ? gzipChunks(page.body, nonce) : identityChunks(page.body, nonce)
  const headers: [string, string][] = [
    ...page.headers,
    ['content-security-policy', page.policyPieces.join(nonce)],
    ['vary', page.vary],
    ['age', String(Math.floor(ageSeconds))],
    ['content-length', String(chunks.reduce((sum, chunk) => sum + chunk.length, 0))],
  ]
  if (gzip) headers.push(['content-encoding', 'gzip'])
  return new FastResponse(chunkedBody(chunks), { status: 200, statusText: 'OK', headers })
}

/**
 * A body srvx pipes into the Node response (it does so for any body with pipe()): the chunks go
 * out corked, in one writev, and the FastResponse's headers straight to writeHead: no web stream.
 */
function chunkedBody(chunks: readonly Buffer[]): BodyInit {
  const body = {
    pipe(response: Writable) {
      response.cork()
      for (const chunk of chunks) response.write(chunk)
      response.end()
    },
  }
  return body as unknown as BodyInit
}

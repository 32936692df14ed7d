// Reads a leads API request body (and the revalidation endpoint's): POST only, JSON only, at most
// 64 KiB, parsed with the contract's schema. Every way it can fail is an answer for the client
// (405, 415, 413, 400), never an exception: a client that hangs up mid-body gets a 400 it never
// reads, and is no failure of the store.
import type { z } from '../../lib/zod.ts'
import { leadsErrorResponse } from './leads-responses.server.ts'

export const maxBodyBytes = 64 * 1024

export type BodyResult<T> = { ok: true; body: T } | { ok: false; response: Response }

const fail = (response: Response): { ok: false; response: Response } => ({ ok: false, response })

/**
 * Reads at most limit bytes: 'too large' when the body is longer (Content-Length may be absent or
 * lie), 'incomplete' when it stops before its end (the client hung up mid-body).
 */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | 'too large' | 'incomplete'> {
  const reader = request.body?.getReader()
  if (!reader) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel()
        return 'too large'
      }
      chunks.push(value)
    }
  } catch {
    return 'incomplete'
  }
  return Buffer.concat(chunks)
}

/** The first issue's location as a dotted path; for an unknown key, the key itself. */
function issueField(issue: z.core.$ZodIssue): string {
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, ...issue.keys.slice(0, 1)] : issue.path
  return path.map(String).join('.')
}

/** The raw body of a POST of JSON, at most maxBodyBytes (what a signature is computed over). */
export async function readJsonBodyBytes(request: Request): Promise<BodyResult<Uint8Array>> {
  if (request.method !== 'POST')
    return fail(leadsErrorResponse(405, { code: 'method_not_allowed', message: 'Use POST' }, { allow: 'POST' }))
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (mediaType !== 'application/json')
    return fail(leadsErrorResponse(415, { code: 'unsupported_media_type', message: 'Send application/json' }))
  const tooLarge = () =>
    fail(leadsErrorResponse(413, { code: 'payload_too_large', message: `The body exceeds ${maxBodyBytes} bytes` }))
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) return tooLarge()
  const bytes = await readLimited(request, maxBodyBytes)
  if (bytes === 'too large') return tooLarge()
  if (bytes === 'incomplete')
    return fail(leadsErrorResponse(400, { code: 'incomplete_body', message: 'The body ended before it was complete' }))
  return { ok: true, body: bytes }
}

/** A body read by readJsonBodyBytes, as JSON parsed with the contract's schema. */
export function parseJsonBody<T>(bytes: Uint8Array, schema: z.ZodMiniType<T>): BodyResult<T> {
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return fail(leadsErrorResponse(400, { code: 'invalid_json', message: 'The body is not valid JSON' }))
  }
  const parsed = schema.safeParse(json)
  if (parsed.success) return { ok: true, body: parsed.data }
  const [issue] = parsed.error.issues
  const field = issue ? issueField(issue) : ''
  return fail(
    leadsErrorResponse(400, {
      code: 'invalid_body',
      message: issue ? `${field || 'body'}: ${issue.message}` : 'Invalid body',
      ...(field && { field }),
    }),
  )
}

export async function readJsonBody<T>(request: Request, schema: z.ZodMiniType<T>): Promise<BodyResult<T>> {
  const bytes = await readJsonBodyBytes(request)
  return bytes.ok ? parseJsonBody(bytes.body, schema) : bytes
}

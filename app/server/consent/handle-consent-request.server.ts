// POST /api/consent: one saved consent choice, as proof of consent. A Request in, a Response out;
// the server route mounts it and tests serve it over real HTTP. The visitor's IP address is not
// read, let alone stored.
import { consentRecordSchema } from '../../consent/consent-record.ts'
import { errorResponse } from '../content/content-responses.server.ts'
import type { ConsentStore } from './consent-store.server.ts'

/** A consent record is under 300 bytes; anything near this limit is not one. */
export const maxConsentBodyBytes = 64 * 1024

async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > limit) return undefined
  const reader = request.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

export async function handleConsentRequest(request: Request, store: ConsentStore, now = new Date()): Promise<Response> {
  if (request.method !== 'POST')
    return errorResponse(
      405,
      { code: 'method_not_allowed', message: `Method ${request.method} is not allowed; use POST` },
      { allow: 'POST' },
    )
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(contentType))
    return errorResponse(415, {
      code: 'unsupported_media_type',
      message: 'Send the consent record as application/json',
    })
  const text = await readLimited(request, maxConsentBodyBytes)
  if (text === undefined)
    return errorResponse(413, { code: 'payload_too_large', message: `The body exceeds ${maxConsentBodyBytes} bytes` })
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return errorResponse(400, { code: 'invalid_json', message: 'The body is not JSON' })
  }
  const parsed = consentRecordSchema.safeParse(json)
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    const field = issue?.path.join('.') || '(body)'
    return errorResponse(400, {
      code: 'invalid_field',
      message: `${field}: ${issue?.message ?? 'invalid'}`,
      parameter: field,
    })
  }
  store.add(parsed.data, now)
  return new Response(JSON.stringify({ id: parsed.data.id }), {
    status: 201,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}

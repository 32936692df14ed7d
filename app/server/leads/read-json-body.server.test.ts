import { describe, expect, test } from 'vitest'
import { z } from '../../lib/zod.ts'
import { maxBodyBytes, readJsonBody } from './read-json-body.server.ts'

const schema = z.object({ device: z.string() })
const encoder = new TextEncoder()

/** A POST of JSON whose body arrives as these chunks, then ends, or fails as a socket does when its client hangs up. */
function post(chunks: string[], end: 'ends' | 'hangs up'): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      if (end === 'ends') controller.close()
      else controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
    },
  })
  return new Request('http://localhost/api/impression', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit)
}

const errorOf = async (result: Awaited<ReturnType<typeof readJsonBody>>) => {
  if (result.ok) throw new Error('expected a refusal')
  return { status: result.response.status, ...((await result.response.json()) as { error: object }).error }
}

describe('readJsonBody', () => {
  test('a body that arrives in pieces is read whole', async () => {
    expect(await readJsonBody(post(['{"dev', 'ice":"mobile"}'], 'ends'), schema)).toEqual({
      ok: true,
      body: { device: 'mobile' },
    })
  })

  test('a client that hangs up mid-body gets a 400, not an exception', async () => {
    expect(await errorOf(await readJsonBody(post(['{"device":'], 'hangs up'), schema))).toEqual({
      status: 400,
      code: 'incomplete_body',
      message: 'The body ended before it was complete',
    })
  })

  test('a body longer than the limit is refused while reading, whatever Content-Length said', async () => {
    const long = `{"device":"${'x'.repeat(maxBodyBytes)}"}`
    expect(await errorOf(await readJsonBody(post([long.slice(0, 1000), long.slice(1000)], 'ends'), schema))).toEqual(
      expect.objectContaining({ status: 413, code: 'payload_too_large' }),
    )
  })
})

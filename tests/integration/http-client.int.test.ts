// The shared HTTP client against a real local server: which answers it retries, which it does not,
// what it sends, and which answers fail.
import type { Server } from 'srvx'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { HttpError, request } from '../../app/api/http-client.ts'
import { serveHandler } from '../support/serve-handler.ts'

type Seen = { method: string; path: string; contentType: string | null; body: string }
type Answer = { status: number; body?: unknown }

let server: Server
let base: string
let seen: Seen[]
/** Answers for the next requests, in order; the last one repeats. */
let answers: Answer[]

beforeAll(async () => {
  server = await serveHandler(async (incoming) => {
    const { pathname, search } = new URL(incoming.url)
    seen.push({
      method: incoming.method,
      path: `${pathname}${search}`,
      contentType: incoming.headers.get('content-type'),
      body: await incoming.text(),
    })
    const answer = (seen.length <= answers.length ? answers[seen.length - 1] : answers.at(-1)) ?? { status: 200 }
    return Response.json(answer.body ?? { status: answer.status }, { status: answer.status })
  })
  base = `${server.url}api`
})

afterAll(() => server.close(true))

beforeEach(() => {
  seen = []
  answers = [{ status: 200, body: { ok: true } }]
})

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof HttpError)) throw new Error(`Expected an HttpError, got ${String(error)}`)
  return error
}

const transientStatuses = [408, 409, 425, 429, 500, 502, 503, 504]

describe('GET', () => {
  test('answers the parsed JSON body, with the query string built from the options', async () => {
    expect(await request(base, '/things', { query: { locale: 'de-DE', tag: ['a', 'b'], skip: undefined } })).toEqual({
      ok: true,
    })
    expect(seen).toEqual([{ method: 'GET', path: '/api/things?locale=de-DE&tag=a&tag=b', contentType: null, body: '' }])
  })

  test.each(transientStatuses)('is retried once after %i and succeeds on the second try', async (status) => {
    answers = [{ status }, { status: 200, body: { ok: 'second' } }]
    expect(await request(base, '/retry')).toEqual({ ok: 'second' })
    expect(seen).toHaveLength(2)
  })

  test.each(transientStatuses)('fails with HttpError %i after two tries', async (status) => {
    answers = [{ status, body: { reason: 'busy' } }]
    const error = await failure(request(base, '/always-failing'))
    expect(error.status).toBe(status)
    expect(error.url).toBe(`${base}/always-failing`)
    expect(error.body).toEqual({ reason: 'busy' })
    expect(seen).toHaveLength(2)
  })

  test.each([400, 404])('is not retried after %i', async (status) => {
    answers = [{ status }]
    expect((await failure(request(base, '/missing'))).status).toBe(status)
    expect(seen).toHaveLength(1)
  })
})

describe('methods with a body', () => {
  test.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s sends a JSON body with its content type',
    async (method) => {
      await request(base, '/events', { method, body: { productId: 7, names: ['ä', 'b'] } })
      expect(seen).toEqual([
        {
          method,
          path: '/api/events',
          contentType: 'application/json',
          body: JSON.stringify({ productId: 7, names: ['ä', 'b'] }),
        },
      ])
    },
  )

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s is never retried', async (method) => {
    answers = [{ status: 503 }, { status: 200 }]
    expect((await failure(request(base, '/events', { method, body: {} }))).status).toBe(503)
    expect(seen).toHaveLength(1)
  })
})

describe('errors', () => {
  test.each([400, 401, 403, 404, 410, 422, 451, 499, 500, 501, 505, 599])('%i is an HttpError', async (status) => {
    answers = [{ status, body: { error: status } }]
    const error = await failure(request(base, '/error', { method: 'POST', body: {} }))
    expect(error).toMatchObject({ name: 'HttpError', status, body: { error: status } })
  })

  test('2xx answers are not errors, and an empty body is null', async () => {
    answers = [{ status: 201, body: { created: true } }]
    expect(await request(base, '/created', { method: 'POST', body: {} })).toEqual({ created: true })
    const empty = await serveHandler(() => new Response(null, { status: 204 }))
    try {
      expect(await request(`${empty.url}api`, '/nothing')).toBeNull()
    } finally {
      await empty.close(true)
    }
  })
})

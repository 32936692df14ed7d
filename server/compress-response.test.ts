import { gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { compressResponse } from './compress-response.ts'

const page = `<!doctype html><html><body>${'<p>Vergleich</p>'.repeat(500)}</body></html>`
const request = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://localhost/', { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })
const html = (headers: Record<string, string> = {}) =>
  new Response(page, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', vary: 'Cookie', ...headers },
  })

describe('compressResponse', () => {
  test('gzips a page for a client that accepts gzip, keeping status and headers', async () => {
    const response = compressResponse(request('gzip, deflate, br'), html({ 'cache-control': 'no-store' }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.length).toBeLessThan(page.length / 10)
    expect(gunzipSync(body).toString()).toBe(page)
  })

  test('leaves the answer alone for a client without gzip, a HEAD request, JSON or an image', async () => {
    expect(compressResponse(request(), html()).headers.get('content-encoding')).toBeNull()
    expect(compressResponse(request('br'), html()).headers.get('content-encoding')).toBeNull()
    expect(compressResponse(request('gzip', 'HEAD'), html()).headers.get('content-encoding')).toBeNull()
    const png = new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })
    expect(compressResponse(request('gzip'), png).headers.get('content-encoding')).toBeNull()
    const json = Response.json({ page })
    expect(compressResponse(request('gzip'), json).headers.get('content-encoding')).toBeNull()
    expect(await compressResponse(request(), html()).text()).toBe(page)
  })

  test.each([
    ['gzip;q=0', false],
    ['gzip; q=0.000, br', false],
    ['br, *;q=0', false],
    ['gzip;q=0, *', false],
    ['identity', false],
    ['GZIP;Q=0.5', true],
    ['br;q=1.0, *;q=0.1', true],
    ['x-gzip', true],
    ['gzip;q=abc', false],
  ])('honours the weights of Accept-Encoding: %s', (acceptEncoding, gzipped) => {
    expect(compressResponse(request(acceptEncoding), html()).headers.get('content-encoding')).toBe(
      gzipped ? 'gzip' : null,
    )
  })

  test('a page stream that fails mid-answer fails the answer, and nothing else', async () => {
    const uncaught: unknown[] = []
    const onUncaught = (error: unknown) => uncaught.push(error)
    process.on('uncaughtException', onUncaught)
    try {
      const failing = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(page))
          setTimeout(() => controller.error(new Error('aborted')), 5)
        },
      })
      const response = compressResponse(
        request('gzip'),
        new Response(failing, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      )
      await expect(response.arrayBuffer()).rejects.toThrow()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(uncaught).toEqual([])
    } finally {
      process.off('uncaughtException', onUncaught)
    }
  })
})

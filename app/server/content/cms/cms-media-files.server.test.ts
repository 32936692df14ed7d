import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createMediaFiles, maxServedBytes } from './cms-media-files.server.ts'

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47])

/** A CMS answering from a table of files; counts what it was asked. */
function cms(files: Record<string, { body: BodyInit; type: string } | 'down'>) {
  const asked: string[] = []
  const fetch = (async (url: string) => {
    asked.push(url)
    const name = decodeURIComponent(url.slice(url.lastIndexOf('/') + 1))
    const file = files[name]
    if (file === 'down') throw new TypeError('fetch failed')
    if (!file) return new Response('not found', { status: 404 })
    return new Response(file.body, { headers: { 'content-type': file.type } })
  }) as typeof globalThis.fetch
  return { fetch, asked }
}

const get = (path = '/media/x') => new Request(`http://site.test${path}`)

describe('the CMS uploads the site serves under /media/', () => {
  it("answers a file from the CMS's file endpoint, then from memory while fresh", async () => {
    let now = 0
    const upstream = cms({ 'logo.png': { body: png, type: 'image/png' } })
    const media = createMediaFiles({ baseUrl: 'http://cms.test/', fetch: upstream.fetch, now: () => now })
    const first = await media.serve(get(), 'logo.png')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/png')
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=/)
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(png)
    expect(upstream.asked).toEqual(['http://cms.test/api/media/file/logo.png'])
    now = 30_000
    expect((await media.serve(get(), 'logo.png')).status).toBe(200)
    expect(upstream.asked).toHaveLength(1)
    now = 61_000
    await media.serve(get(), 'logo.png')
    expect(upstream.asked).toHaveLength(2)
  })

  it('keeps serving a file it has while the CMS is down, and 503 for one it never had', async () => {
    let now = 0
    const files: Parameters<typeof cms>[0] = { 'logo.png': { body: png, type: 'image/png' } }
    const upstream = cms(files)
    const media = createMediaFiles({ baseUrl: 'http://cms.test', fetch: upstream.fetch, now: () => now })
    await media.serve(get(), 'logo.png')
    files['logo.png'] = 'down'
    files['other.png'] = 'down'
    now = 120_000
    expect((await media.serve(get(), 'logo.png')).status).toBe(200)
    const missing = await media.serve(get(), 'other.png')
    expect(missing.status).toBe(503)
    expect(missing.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 404 for a file the CMS does not have, a name that is no upload, and anything but an image', async () => {
    const upstream = cms({ 'page.html': { body: '<script>alert(1)</script>', type: 'text/html' } })
    const media = createMediaFiles({ baseUrl: 'http://cms.test', fetch: upstream.fetch })
    expect((await media.serve(get(), 'gone.png')).status).toBe(404)
    expect((await media.serve(get(), '../users/me.png')).status).toBe(404)
    expect((await media.serve(get(), 'page.html')).status).toBe(404)
    expect(upstream.asked).toEqual(['http://cms.test/api/media/file/gone.png'])
    const post = await media.serve(new Request('http://site.test/media/x.png', { method: 'POST' }), 'x.png')
    expect(post.status).toBe(405)
  })

  it('serves an SVG so that, opened on its own, it can run and load nothing', async () => {
    const upstream = cms({ 'logo.svg': { body: '<svg xmlns="http://www.w3.org/2000/svg"/>', type: 'image/svg+xml' } })
    const media = createMediaFiles({ baseUrl: 'http://cms.test', fetch: upstream.fetch })
    const answer = await media.serve(get(), 'logo.svg')
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

/** A CMS on a real socket: 404 for every name but big.png, which streams `bigBytes` without a length. */
async function cmsOnLoopback(bigBytes: number) {
  const asked: string[] = []
  let bigSent = 0
  const server = createServer((request, response) => {
    asked.push(request.url ?? '')
    if (!request.url?.endsWith('/big.png')) return void response.writeHead(404).end('not found')
    response.writeHead(200, { 'content-type': 'image/png' })
    const chunk = Buffer.alloc(64 * 1024)
    const more = () => {
      while (bigSent < bigBytes && !response.destroyed) {
        bigSent += chunk.byteLength
        if (!response.write(chunk)) return void response.once('drain', more)
      }
      response.end()
    }
    response.on('error', () => {})
    more()
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    asked,
    bigSent: () => bigSent,
    close: () => new Promise((resolve) => server.close(resolve).closeAllConnections()),
  }
}

describe('made-up names and oversized files', () => {
  it('a name the CMS has no file for reaches it once within a few seconds, however often it is asked', async () => {
    const upstream = await cmsOnLoopback(0)
    let now = 0
    try {
      const media = createMediaFiles({ baseUrl: upstream.baseUrl, now: () => now })
      const names = Array.from({ length: 10 }, () => `${randomUUID()}.png`)
      const statuses = await Promise.all(
        Array.from({ length: 100 }, (_, sent) => media.serve(get(), names[sent % 10] ?? '').then((r) => r.status)),
      )
      expect(statuses).toEqual(Array(100).fill(404))
      expect(upstream.asked).toHaveLength(10)
      now = 4_000
      expect((await media.serve(get(), names[0] ?? '')).status).toBe(404)
      expect(upstream.asked).toHaveLength(10)
      // Then it is asked again: a file uploaded meanwhile shows.
      now = 6_000
      expect((await media.serve(get(), names[0] ?? '')).status).toBe(404)
      expect(upstream.asked).toHaveLength(11)
    } finally {
      await upstream.close()
    }
  })

  it('a file larger than the cap is refused as it arrives, not read whole', async () => {
    const upstream = await cmsOnLoopback(maxServedBytes * 4)
    try {
      const media = createMediaFiles({ baseUrl: upstream.baseUrl })
      const answer = await media.serve(get(), 'big.png')
      expect(answer.status).toBe(502)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(upstream.bigSent()).toBeLessThan(maxServedBytes * 2)
      // And not fetched again at once.
      expect((await media.serve(get(), 'big.png')).status).toBe(502)
      expect(upstream.asked).toHaveLength(1)
    } finally {
      await upstream.close()
    }
  })
})

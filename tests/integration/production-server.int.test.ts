// The production server (`npm run serve` on the build) under the faults of decision 014, over real
// sockets: clients that hang up mid-answer, campaign traffic with unique click ids, many distinct
// an external CMS answering garbage, methods a page
// does not take, and paths a browser reads as another host. Each test starts its own server.
import { randomUUID } from 'node:crypto'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ProductionServer, startProductionServer } from '../support/production-server.ts'
import { startCms } from '../support/site-process.ts'

/**
 * `sockets` keep-alive connections at once, each sending `pipelined` requests and hanging up:
 * after the first bytes of the answer (what a flaky mobile network or an impatient crawler does),
 * or as soon as the request is written, before any answer (a tab closed at once, a body cut short).
 */
async function hangUpStorm(
  url: string,
  request: string,
  { sockets = 30, pipelined = 5, hangUp = 'mid-answer' as 'mid-answer' | 'once-sent' } = {},
): Promise<void> {
  const { hostname, port } = new URL(url)
  await Promise.all(
    Array.from(
      { length: sockets },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect(Number(port), hostname, () =>
            socket.write(request.repeat(pipelined), () => hangUp === 'once-sent' && socket.destroy()),
          )
          let received = 0
          socket.on('data', (chunk) => {
            received += chunk.length
            if (received > 2_000) socket.destroy()
          })
          socket.on('close', () => resolve())
          socket.on('error', () => resolve())
          setTimeout(() => socket.destroy(), 5_000)
        }),
    ),
  )
}

const rawRequest = (method: string, path: string, headers: Record<string, string> = {}) =>
  `${method} ${path} HTTP/1.1\r\n${Object.entries({ host: '127.0.0.1', accept: 'text/html', ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`

describe('hang-ups never end the process', () => {
  test.each([
    ['POST / with gzip, page cache on', {}, 'POST', { 'accept-encoding': 'gzip', 'content-length': '0' }],
    ['GET / with gzip, page cache off', { PAGE_CACHE_SECONDS: '0' }, 'GET', { 'accept-encoding': 'gzip' }],
    ['GET / plain, page cache off', { PAGE_CACHE_SECONDS: '0' }, 'GET', {}],
  ])(
    '%s: a storm of hang-ups, then a 200',
    async (_, env, method, headers) => {
      const server = await startProductionServer({ stderr: 'pipe', env: { SENTRY_DSN: '', ...env } })
      try {
        for (let round = 0; round < 3; round++) await hangUpStorm(server.url, rawRequest(method, '/', headers))
        const after = await fetch(`${server.url}/`)
        expect(after.status).toBe(200)
        expect(server.child.exitCode).toBeNull()
      } finally {
        await server.stop()
      }
    },
    60_000,
  )
})

describe("a client that hangs up is nobody's failure", () => {
  test.each([
    ['a page, page cache off', rawRequest('GET', '/')],
    ['a click-out', rawRequest('GET', '/go/nordlicht-casino/')],
    [
      'an impression, mid-body',
      `${rawRequest('POST', '/api/impression', { 'content-type': 'application/json', 'content-length': '400' })}{"device":`,
    ],
    [
      'a signup, mid-body',
      `${rawRequest('POST', '/api/signups', { 'content-type': 'application/json', 'content-length': '400' })}{"email":`,
    ],
  ])(
    '%s: nothing logged or reported, and the next visitor is served',
    async (_, request) => {
      const server = await startProductionServer({ stderr: 'pipe', env: { SENTRY_DSN: '', PAGE_CACHE_SECONDS: '0' } })
      let log = ''
      server.child.stderr?.on('data', (chunk: Buffer) => {
        log += chunk.toString()
      })
      try {
        await hangUpStorm(server.url, request, { sockets: 20, pipelined: 1, hangUp: 'once-sent' })
        // Each hung-up request runs on to its end (a render, a write to the leads store) after its client left.
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        expect((await fetch(`${server.url}/`)).status).toBe(200)
        expect(log).toBe('')
      } finally {
        await server.stop()
      }
    },
    60_000,
  )
})

describe('the page cache', () => {
  let server: ProductionServer

  beforeAll(async () => {
    server = await startProductionServer({ stderr: 'pipe', env: { SENTRY_DSN: '' } })
  }, 60_000)

  afterAll(() => server?.stop())

  test('answers campaign landings with unique click ids from the page rendered for the path', async () => {
    expect((await fetch(`${server.url}/casino-boni/`)).status).toBe(200)
    // Age counts whole seconds since the render: past one, an answer that says 1 or more is a hit.
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const landings = await Promise.all(
      Array.from({ length: 40 }, (_, click) =>
        fetch(`${server.url}/casino-boni/?gclid=${randomUUID()}&utm_source=ads&utm_campaign=c${click}`),
      ),
    )
    for (const landing of landings) {
      expect(landing.status).toBe(200)
      expect(Number(landing.headers.get('age'))).toBeGreaterThanOrEqual(1)
      await landing.arrayBuffer()
    }
  })

  test('pages answer 405 to other methods, at once and uncached; gzip;q=0 is answered plain', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const response = await fetch(`${server.url}/`, { method })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
    // The APIs keep their own methods.
    expect((await fetch(`${server.url}/api/impression`, { method: 'POST' })).status).not.toBe(405)
    const plain = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'gzip;q=0, br' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('<!DOCTYPE html>')
  })

  test('a //host path is redirected on the site, whatever the Host header says, with the security headers', async () => {
    const { hostname, port } = new URL(server.url)
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () =>
        socket.write('GET //evil.example/x?a=1 HTTP/1.1\r\nhost: evil.example\r\nconnection: close\r\n\r\n'),
      )
      let text = ''
      socket.on('data', (chunk) => {
        text += chunk.toString()
      })
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 308 /)
    expect(answer).toMatch(/^location: \/evil\.example\/x\?a=1\r$/m)
    expect(answer).toMatch(/^content-security-policy: /m)
    expect(answer).toMatch(/^x-content-type-options: nosniff\r$/m)
  })
})

describe('an external CMS that answers what the contract refuses', () => {
  let cms: Awaited<ReturnType<typeof startCms>>

  beforeAll(async () => {
    cms = await startCms()
  })

  afterAll(() => cms?.close())

  const startSite = (env: Record<string, string> = {}) =>
    startProductionServer({
      stderr: 'pipe',
      env: { SENTRY_DSN: '', CONTENT_API_URL: cms.url, PAGE_CACHE_SECONDS: '0', ...env },
    })

  test.each(['products', 'components', 'pages'])(
    'for %s with no stored copy: the page is 503, no-store, with Retry-After; the garbage is served to no one',
    async (collection) => {
      const site = await startSite()
      try {
        cms.garbleWhen((path) => path.startsWith(`/api/content/${collection}`))
        const page = await fetch(`${site.url}/`)
        expect(page.status).toBe(503)
        expect(page.headers.get('cache-control')).toBe('no-store')
        expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0)
        const api = await fetch(
          `${site.url}/api/content/${collection}?locale=de-DE${collection === 'pages' ? '&path=/' : ''}`,
        )
        expect(api.status).toBe(502)
        expect(api.headers.get('cache-control')).toBe('no-store')
        expect(site.child.exitCode).toBeNull()
      } finally {
        cms.garbleWhen(() => false)
        await site.stop()
      }
    },
    60_000,
  )

  test('for every collection, once a good copy is stored: the page is served from it', async () => {
    // Answers stay fresh for one second, so the garbage below meets stale copies.
    const site = await startSite({ CONTENT_CACHE_MAX_AGE: '1' })
    try {
      const good = await fetch(`${site.url}/`)
      expect(good.status).toBe(200)
      const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(await good.text())?.[1]
      const goodProducts = await (await fetch(`${site.url}/api/content/products?locale=de-DE`)).json()
      cms.garbleWhen(() => true)
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      for (let round = 0; round < 2; round++) {
        const page = await fetch(`${site.url}/`)
        expect(page.status).toBe(200)
        expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(await page.text())?.[1]).toBe(heading)
      }
      expect(await (await fetch(`${site.url}/api/content/products?locale=de-DE`)).json()).toEqual(goodProducts)
    } finally {
      cms.garbleWhen(() => false)
      await site.stop()
    }
  }, 60_000)
})

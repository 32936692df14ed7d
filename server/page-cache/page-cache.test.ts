import { describe, expect, test } from 'vitest'
import { cacheablePageRequest } from '../../app/server/page-request.server.ts'
import { mintCspNonce } from '../../app/server/runtime/mint-csp-nonce.server.ts'
import { exampleConsentRecord } from '../../tests/support/consent-fixtures.ts'
import { doorOf, germanSiteRules } from '../../tests/support/page-request-door.ts'
import { nonceIn, renderedPage } from '../../tests/support/test-page.ts'
import { cachedPageFrom } from './cached-page.ts'
import { withPageCache } from './page-cache.ts'

/**
 * A fake app whose answers are set per path; it counts renders and can hold them until released. A
 * render shows the content version of its start, as a real one reads its content first.
 */
function fakeApp() {
  const app = {
    renders: [] as Request[],
    answer: (request: Request, version: number): Response =>
      renderedPage(`${new URL(request.url).pathname} v${version}`),
    version: 1,
    held: undefined as Promise<void> | undefined,
    render: async (request: Request) => {
      const version = app.version
      app.renders.push(request)
      await app.held
      return app.answer(request, version)
    },
  }
  return app
}

function setup(ttlSeconds = 10, maxBytes = 10_000_000) {
  const app = fakeApp()
  const clock = { now: 0 }
  const delivered: Response[] = []
  const cache = withPageCache({
    render: app.render,
    deliver: (_, response) => {
      delivered.push(response)
      return response
    },
    ttlSeconds,
    maxBytes,
    pageRequest: cacheablePageRequest,
    mintNonce: mintCspNonce,
    now: () => clock.now,
  })
  const get = async (path = '/', headers: Record<string, string> = {}, method = 'GET') => {
    const request = new Request(`http://localhost${path}`, { method, headers })
    const response = await cache.answer(request, await doorOf(request))
    const text = method === 'HEAD' ? '' : await response.text()
    return { response, text, nonce: nonceIn(response.headers.get('content-security-policy')) }
  }
  /** Lets a background render finish. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10))
  return { app, clock, get, settle, delivered, purge: cache.purge }
}

describe('withPageCache', () => {
  test('renders a page once; every answer has a fresh nonce, in the policy and the HTML alike', async () => {
    const { app, get } = setup()
    const answers = [await get(), await get(), await get()]
    expect(app.renders).toHaveLength(1)
    expect(new Set(answers.map((a) => a.nonce)).size).toBe(3)
    for (const { text, nonce } of answers) {
      expect(text).toContain(`<meta property="csp-nonce" content="${nonce}"/>`)
      expect(text).toContain(`<script nonce="${nonce}">`)
      expect(text.match(/nonce="([^"]+)"|content="([^"]+)"/g)).toEqual([`content="${nonce}"`, `nonce="${nonce}"`])
    }
  })

  test('concurrent misses for one page render it once, each with its own nonce', async () => {
    const { app, get } = setup()
    let release = () => {}
    app.held = new Promise((resolve) => {
      release = resolve
    })
    const pending = Array.from({ length: 20 }, () => get())
    await new Promise((resolve) => setTimeout(resolve, 5))
    release()
    const answers = await Promise.all(pending)
    expect(app.renders).toHaveLength(1)
    expect(new Set(answers.map((a) => a.nonce)).size).toBe(20)
    expect(answers.every((a) => a.text.includes('/ v1'))).toBe(true)
  })

  test('fresh for the TTL; then served stale once while one re-render runs; the change shows next', async () => {
    const { app, clock, get, settle } = setup(10)
    await get()
    app.version = 2
    clock.now = 9_999
    expect((await get()).text).toContain('v1')
    clock.now = 10_000
    let release = () => {}
    app.held = new Promise((resolve) => {
      release = resolve
    })
    const [stale, alsoStale] = [await get(), await get()]
    expect(stale.text).toContain('v1')
    expect(alsoStale.text).toContain('v1')
    expect(stale.response.headers.get('age')).toBe('10')
    release()
    await settle()
    expect(app.renders).toHaveLength(2)
    const fresh = await get()
    expect(fresh.text).toContain('v2')
    expect(fresh.response.headers.get('age')).toBe('0')
  })

  test('past the stale window a request waits for the new render instead of getting the old page', async () => {
    const { app, clock, get } = setup(10)
    await get()
    app.version = 2
    clock.now = 20_000
    expect((await get()).text).toContain('v2')
    expect(app.renders).toHaveLength(2)
  })

  test('keys on the consent class: a consenting visitor never gets the cookieless page', async () => {
    const { app, get } = setup()
    const consent = `consent=${encodeURIComponent(JSON.stringify(exampleConsentRecord))}`
    await get('/')
    await get('/', { cookie: `${consent}; _ga=1` })
    await get('/', { cookie: `_ga=2; ${consent}` })
    await get('/', { 'sec-gpc': '1' })
    await get('/', { cookie: 'uniqueUserId=9' })
    expect(app.renders.map((request) => [request.headers.get('cookie'), request.headers.get('sec-gpc')])).toEqual([
      [null, null],
      [consent, null],
      [null, '1'],
    ])
  })

  test('campaign landings with unique click ids are answered from the one page of their path', async () => {
    const { app, get } = setup()
    await get('/')
    for (let click = 0; click < 20; click++)
      expect((await get(`/?gclid=click-${click}&utm_source=ads`)).text).toContain('/ v1')
    expect(app.renders.map((request) => request.url)).toEqual([`${new URL('/', germanSiteRules.website.url)}`])
  })

  test('never caches previews, non-GET requests, APIs, outbound clicks, or answers that say so', async () => {
    const { app, get } = setup()
    const uncached = ['/neue-casinos/?preview=token', '/api/content/menus?locale=de-DE', '/go/casino-one/', '/nix/']
    for (let round = 0; round < 2; round++) {
      for (const path of uncached) await get(path)
      await get('/', {}, 'POST')
    }
    expect(app.renders).toHaveLength(10)
    // They reach the app as they came, cookies and all.
    await get('/go/casino-one/', { cookie: 'impression_id=i-1; sub_id=out' })
    expect(app.renders.at(-1)?.headers.get('cookie')).toBe('impression_id=i-1; sub_id=out')
    for (const headers of [{ 'cache-control': 'no-store' }, { 'set-cookie': 'a=1' }] as Record<string, string>[]) {
      app.answer = () => renderedPage('uncachable', headers)
      const before = app.renders.length
      await get('/casino-boni/')
      await get('/casino-boni/')
      expect(app.renders.length - before).toBe(2)
    }
  })

  test('an answer that may not be kept goes to its own request; concurrent ones render their own', async () => {
    const { app, get, delivered } = setup()
    // A route whose page the CMS does not have.
    app.answer = () => renderedPage('not here', {}, 404)
    const answers = await Promise.all([get('/live-casinos/'), get('/live-casinos/'), get('/live-casinos/')])
    expect(answers.map((a) => a.response.status)).toEqual([404, 404, 404])
    expect(app.renders).toHaveLength(3)
    expect(delivered).toHaveLength(3)
  })

  test("a page the CMS moved answers its redirect, with the visitor's query string in it", async () => {
    const { app, get } = setup()
    app.answer = (request) => {
      const { search } = new URL(request.url)
      return new Response(null, { status: 301, headers: { location: `/casino-bonus-codes/${search}` } })
    }
    expect((await get('/casino-boni/')).response.headers.get('location')).toBe('/casino-bonus-codes/')
    expect((await get('/casino-boni/?utm_source=alt')).response.headers.get('location')).toBe(
      '/casino-bonus-codes/?utm_source=alt',
    )
    // Never kept: the next request renders again.
    expect(app.renders.map((request) => new URL(request.url).search)).toEqual(['', '', '?utm_source=alt'])
  })

  test('a re-render failing with 5xx keeps serving the stale page; a 404 drops it', async () => {
    const { app, clock, get, settle } = setup(10)
    await get('/casino-boni/')
    await get('/freispiele/')
    app.answer = (request) =>
      renderedPage('', { 'cache-control': 'no-store' }, new URL(request.url).pathname === '/casino-boni/' ? 503 : 404)
    clock.now = 15_000
    await get('/casino-boni/')
    await get('/freispiele/')
    await settle()
    expect((await get('/casino-boni/')).text).toContain('/casino-boni/ v1')
    expect((await get('/freispiele/')).response.status).toBe(404)
  })

  test('HEAD is answered from the GET page, with its length', async () => {
    const { app, get } = setup()
    const page = await get('/')
    const head = await get('/', {}, 'HEAD')
    expect(app.renders).toHaveLength(1)
    expect(app.renders[0]?.method).toBe('GET')
    expect(head.response.headers.get('content-length')).toBe(page.response.headers.get('content-length'))
  })

  test('bounded: past maxBytes the least recently used page goes first', async () => {
    const kept = await cachedPageFrom(renderedPage('/casino-boni/ v1'))
    if (!('page' in kept)) throw new Error('the page is kept')
    // Room for two pages (their text and gzip pieces), not three.
    const { app, get } = setup(10, kept.page.body.bytes * 2.5)
    await get('/casino-boni/')
    await get('/freispiele/')
    await get('/casino-boni/')
    await get('/neue-casinos/')
    const rendered = () => app.renders.map((request) => new URL(request.url).pathname)
    expect(rendered()).toEqual(['/casino-boni/', '/freispiele/', '/neue-casinos/'])
    await get('/casino-boni/')
    await get('/freispiele/')
    expect(rendered()).toEqual(['/casino-boni/', '/freispiele/', '/neue-casinos/', '/freispiele/'])
  })

  test('a TTL of 0 renders every request', async () => {
    const { app, get, purge } = setup(0)
    await get()
    await get()
    purge('all')
    expect(app.renders).toHaveLength(2)
  })
})

describe('purging the page cache', () => {
  const consent = { cookie: `consent=${encodeURIComponent(JSON.stringify(exampleConsentRecord))}` }
  const rendered = (app: ReturnType<typeof setup>['app']) => app.renders.map((request) => new URL(request.url).pathname)

  test('a purged path is rendered anew for every cookie variant and query string; other pages stay', async () => {
    const { app, get, purge } = setup()
    await get('/casino-boni/')
    await get('/casino-boni/', consent)
    await get('/casino-boni/', { 'sec-gpc': '1' })
    await get('/freispiele/')
    app.version = 2
    purge(['/casino-boni/'])
    expect((await get('/casino-boni/?gclid=abc')).text).toContain('/casino-boni/ v2')
    expect((await get('/casino-boni/', consent)).text).toContain('/casino-boni/ v2')
    expect((await get('/casino-boni/', { 'sec-gpc': '1' }, 'HEAD')).response.status).toBe(200)
    expect((await get('/freispiele/')).text).toContain('/freispiele/ v1')
    expect(rendered(app).filter((path) => path === '/casino-boni/')).toHaveLength(6)
    expect(rendered(app).filter((path) => path === '/freispiele/')).toHaveLength(1)
  })

  test('a purge of everything drops every page; a purge of no paths drops none', async () => {
    const { app, get, purge } = setup()
    await get('/casino-boni/')
    await get('/freispiele/')
    purge([])
    await get('/casino-boni/')
    expect(app.renders).toHaveLength(2)
    purge('all')
    await get('/casino-boni/')
    await get('/freispiele/')
    expect(rendered(app)).toEqual(['/casino-boni/', '/freispiele/', '/casino-boni/', '/freispiele/'])
  })

  test('a render running at the purge answers its waiters but is not kept: the next request renders again', async () => {
    const { app, get, purge } = setup()
    let release = () => {}
    app.held = new Promise((resolve) => {
      release = resolve
    })
    const before = get('/casino-boni/')
    await new Promise((resolve) => setTimeout(resolve, 5))
    app.version = 2
    purge(['/casino-boni/'])
    // A request after the purge does not wait on the render that began before it, which ends last.
    app.held = undefined
    expect((await get('/casino-boni/')).text).toContain('/casino-boni/ v2')
    release()
    expect((await before).text).toContain('/casino-boni/ v1')
    expect((await get('/casino-boni/')).text).toContain('/casino-boni/ v2')
    expect(app.renders).toHaveLength(2)
  })

  test('a purge during a background re-render keeps its stale result out', async () => {
    const { app, clock, get, settle, purge } = setup(10)
    await get('/casino-boni/')
    clock.now = 10_000
    let release = () => {}
    app.held = new Promise((resolve) => {
      release = resolve
    })
    expect((await get('/casino-boni/')).text).toContain('v1')
    purge(['/casino-boni/'])
    app.version = 3
    release()
    await settle()
    expect((await get('/casino-boni/')).text).toContain('/casino-boni/ v3')
  })
})

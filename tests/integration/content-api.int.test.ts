// The content API over real HTTP: the handler served by srvx on a free port, over a store seeded
// from the fixture content, and read with fetch and with the site's own content client.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server } from 'srvx'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { contentApi } from '../../app/api/content/client.ts'
import { pageDocumentSchema } from '../../app/blocks/schemas.ts'
import {
  authorSchema,
  categorySchema,
  componentsSchema,
  cookieCategorySchema,
  gameProviderSchema,
  menusSchema,
  pageSchema,
  paymentProviderSchema,
  postSchema,
  postSummarySchema,
  productSchema,
  searchMenuItemSchema,
  slotSchema,
  websiteCookieProviderSchema,
} from '../../app/contracts/content/schemas.ts'
import { z } from '../../app/lib/zod.ts'
import type { ContentStore } from '../../app/server/content/content-store.server.ts'
import { handleContentRequest } from '../../app/server/content/handle-content-request.server.ts'
import { createPreviewToken } from '../../app/server/content/preview-token.server.ts'
import { createRemoteSource } from '../../app/server/content/remote-source.server.ts'
import { openContentStore } from '../../app/server/content/seed-content-store.server.ts'
import { createStoreSource } from '../../app/server/content/store-source.server.ts'
import { fixtureSite, validContentDir } from '../fixtures/content/fixture-site.ts'
import { serveHandler } from '../support/serve-handler.ts'
import { inRequestOf, testRuntime } from '../support/server-runtime.ts'
import { randomSecret } from '../support/test-secrets.ts'

const previewSecret = randomSecret()
const inAnHour = () => new Date(Date.now() + 3_600_000)

const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string().check(z.minLength(1)), parameter: z.optional(z.string()) }),
})

let dir: string
let store: ContentStore
let server: Server
let base: string

const url = (path: string) => new URL(path.replace(/^\//, ''), base).toString()
const get = (path: string, init?: RequestInit) => fetch(url(path), init)

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'content-api-'))
  store = openContentStore({
    site: fixtureSite,
    contentDir: validContentDir,
    dbPath: join(dir, 'content.sqlite'),
  }).store
  const source = createStoreSource(store)
  server = await serveHandler((request) => handleContentRequest(request, source, { previewSecret }))
  base = server.url ?? ''
})

afterAll(async () => {
  await server.close(true)
  store.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('every endpoint answers its contract', () => {
  const endpoints: Array<[path: string, schema: z.ZodMiniType]> = [
    ['/api/content/authors?locale=de-DE', z.array(authorSchema).check(z.length(2))],
    ['/api/content/categories?locale=de-DE', z.array(categorySchema).check(z.length(2))],
    ['/api/content/cookie-categories?locale=en-US', z.array(cookieCategorySchema).check(z.length(4))],
    ['/api/content/website-cookies?locale=de-DE', z.array(websiteCookieProviderSchema).check(z.length(2))],
    ['/api/content/components?locale=de-DE', componentsSchema],
    ['/api/content/menus?locale=de-DE', menusSchema.check(z.length(2))],
    ['/api/content/pages?locale=de-DE&path=%2F', pageDocumentSchema],
    ['/api/content/pages?locale=de-DE&path=/online-casinos-mit-paypal/', pageSchema],
    ['/api/content/search-menu-items?locale=de-DE', z.array(searchMenuItemSchema).check(z.length(2))],
    [
      '/api/content/featured-article-summaries?locale=de-DE',
      z.array(z.strictObject(postSummarySchema.shape)).check(z.length(2)),
    ],
    ['/api/content/game-providers?locale=de-DE', z.array(gameProviderSchema).check(z.length(2))],
    ['/api/content/game-providers/netent?locale=de-DE', gameProviderSchema],
    ['/api/content/payment-providers?locale=de-DE', z.array(paymentProviderSchema).check(z.length(2))],
    ['/api/content/payment-providers/paypal?locale=de-DE', paymentProviderSchema],
    ['/api/content/posts/bonus-tipps?locale=de-DE', postSchema],
    ['/api/content/post-summaries?locale=de-DE', z.array(z.strictObject(postSummarySchema.shape)).check(z.length(3))],
    ['/api/content/slots?locale=de-DE', z.array(slotSchema).check(z.length(2))],
    ['/api/content/slots/book-of-dead?locale=de-DE', slotSchema],
    ['/api/content/products?locale=de-DE', z.array(productSchema).check(z.length(2))],
    ['/api/content/products/spin-palace?locale=de-DE', productSchema],
  ]

  test.each(endpoints)('GET %s', async (path, schema) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=600, stale-if-error=86400',
    )
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    const parsed = schema.safeParse(await response.json())
    expect(parsed.error).toBeUndefined()
  })

  test('items are the ones asked for, pages carry sanitised HTML', async () => {
    expect(await (await get('/api/content/slots/book-of-dead?locale=de-DE')).json()).toMatchObject({
      id: 'book-of-dead',
      gameProviderId: 'play-n-go',
    })
    const page = pageSchema.parse(await (await get('/api/content/pages?locale=de-DE&path=/')).json())
    expect(page.path).toBe('/')
    expect(page.blocks.find((block) => block.blockType === 'richText')).toMatchObject({
      html: '<h2>So testen wir</h2><p>Mit <strong>echtem Geld</strong>.</p><p><a>Klick</a> <a href="https://www.ggl.de/" rel="noopener noreferrer">GGL</a></p>',
    })
  })
})

describe('draft preview', () => {
  const pageUrl = (path: string, token: string) =>
    `/api/content/pages?locale=de-DE&path=${encodeURIComponent(path)}&preview=${encodeURIComponent(token)}`

  test('a signed token gets the draft, uncached, blocks unchecked but sanitised', async () => {
    const response = await get(pageUrl('/', createPreviewToken(previewSecret, '/', inAnHour())))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const draft = pageSchema.parse(await response.json())
    expect(draft.meta.title).toBe('Entwurf: Die besten Online Casinos 2027')
    expect(draft.blocks.map((block) => block.blockType)).toEqual(['hero', 'bonusCalculator', 'faq', 'richText'])
    expect(draft.blocks[3]).toMatchObject({ html: '<p>Neu </p>' })
  })

  test('drafts never appear without a token', async () => {
    const published = pageSchema.parse(await (await get('/api/content/pages?locale=de-DE&path=/')).json())
    expect(published.meta.title).toBe('Die besten Online Casinos 2026')
  })

  test('a page without a draft previews as published, still uncached', async () => {
    const path = '/online-casinos-mit-paypal/'
    const response = await get(pageUrl(path, createPreviewToken(previewSecret, path, inAnHour())))
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(pageSchema.parse(await response.json()).path).toBe(path)
  })

  test.each([
    ['another secret', createPreviewToken('not-the-secret', '/', inAnHour()), 'Preview token signature is invalid'],
    [
      'another page',
      createPreviewToken(previewSecret, '/privacy-policy/', inAnHour()),
      'Preview token is for another page',
    ],
    [
      'an expired token',
      createPreviewToken(previewSecret, '/', new Date(Date.now() - 1000)),
      'Preview token has expired',
    ],
    [
      'a signed token that lives longer than 7 days',
      createPreviewToken(previewSecret, '/', new Date(Date.now() + (7 * 24 + 1) * 3_600_000)),
      'Preview token lives longer than a preview link may (7 days)',
    ],
  ])('%s is refused with 403', async (_, token, message) => {
    const response = await get(pageUrl('/', token))
    expect(response.status).toBe(403)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(errorSchema.parse(await response.json()).error).toEqual({ code: 'forbidden', message })
  })
})

describe('the drafts beside a previewed page', () => {
  const productsUrl = (token: string) => `/api/content/products?locale=de-DE&preview=${encodeURIComponent(token)}`

  test("open with any page's token, uncached (the embedded store keeps no drafts of lists: what is published)", async () => {
    const response = await get(productsUrl(createPreviewToken(previewSecret, '/casino-boni/', inAnHour())))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual(await (await get('/api/content/products?locale=de-DE')).json())
  })

  test.each([
    ['another secret', createPreviewToken('not-the-secret', '/', inAnHour())],
    ['an expired token', createPreviewToken(previewSecret, '/', new Date(Date.now() - 1000))],
    ['a token of more than 7 days', createPreviewToken(previewSecret, '/', new Date(Date.now() + 8 * 86_400_000))],
    ['garbage', 'x'],
  ])('not with %s (403)', async (_, token) => {
    const response = await get(productsUrl(token))
    expect(response.status).toBe(403)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('post summaries', () => {
  const ids = async (path: string) =>
    z
      .array(z.strictObject(postSummarySchema.shape))
      .parse(await (await get(path)).json())
      .map((post) => post.id)

  test('are all posts, newest first, without meta, blocks and updatedAt', async () => {
    expect(await ids('/api/content/post-summaries?locale=de-DE')).toEqual([
      'bonus-tipps',
      'paypal-guide',
      'slots-ratgeber',
    ])
  })

  test('featured ones only at featured-article-summaries', async () => {
    expect(await ids('/api/content/featured-article-summaries?locale=de-DE')).toEqual([
      'paypal-guide',
      'slots-ratgeber',
    ])
  })

  test('filtered by author', async () => {
    expect(await ids('/api/content/post-summaries?locale=de-DE&author=max-weber')).toEqual([
      'bonus-tipps',
      'slots-ratgeber',
    ])
    expect(await ids('/api/content/post-summaries?locale=de-DE&author=nobody')).toEqual([])
  })

  test('filtered by names, in the order asked, skipping unknown names', async () => {
    expect(await ids('/api/content/post-summaries?locale=de-DE&names=slots-ratgeber,nope,paypal-guide')).toEqual([
      'slots-ratgeber',
      'paypal-guide',
    ])
    expect(
      await ids('/api/content/post-summaries?locale=de-DE&author=lena-hoffmann&names=slots-ratgeber,paypal-guide'),
    ).toEqual(['paypal-guide'])
  })
})

describe('errors are JSON and say what is wrong', () => {
  test.each([
    ['/api/content/slots/no-such-slot?locale=de-DE', 'No content at /content/slots/no-such-slot for locale de-DE'],
    ['/api/content/posts/no-such-post?locale=de-DE', 'No content at /content/posts/no-such-post for locale de-DE'],
    [
      '/api/content/products/no-such-casino?locale=de-DE',
      'No content at /content/products/no-such-casino for locale de-DE',
    ],
    ['/api/content/pages?locale=de-DE&path=/no-such-page/', 'Page Not Found: /no-such-page/'],
    ['/api/content/authors?locale=fr-FR', 'No content at /content/authors for locale fr-FR'],
    ['/api/content/authors?locale=en-US', 'No content at /content/authors for locale en-US'],
    ['/api/content/cookie-categories?locale=de-DE', 'No content at /content/cookie-categories for locale de-DE'],
    ['/api/content/post-summaries?locale=fr-FR', 'No content at /content/post-summaries for locale fr-FR'],
  ])('404 for %s', async (path, message) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(errorSchema.parse(await response.json())).toEqual({ error: { code: 'not_found', message } })
  })

  test.each([
    '/api/content/nope?locale=de-DE',
    '/api/content/posts?locale=de-DE',
    '/api/content/authors/lena-hoffmann?locale=de-DE',
    '/api/content/slots/a/b?locale=de-DE',
  ])('404 for the unknown endpoint %s', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(errorSchema.parse(await response.json()).error).toMatchObject({
      code: 'not_found',
      message: expect.stringContaining('Unknown content endpoint'),
    })
  })

  test.each([
    ['/api/content/authors', 'locale', 'Query parameter locale is required'],
    ['/api/content/slots/starburst', 'locale', 'Query parameter locale is required'],
    ['/api/content/authors?locale=de', 'locale', 'Expected a locale like de-DE'],
    ['/api/content/authors?locale=de_DE', 'locale', 'Expected a locale like de-DE'],
    ['/api/content/authors?locale=DE-de', 'locale', 'Expected a locale like de-DE'],
    ['/api/content/pages?path=/', 'locale', 'Query parameter locale is required'],
    ['/api/content/pages?locale=de-DE', 'path', 'Query parameter path is required'],
    [
      '/api/content/post-summaries?locale=de-DE&author=Max%20Weber',
      'author',
      'Expected a lowercase slug like lena-hoffmann',
    ],
  ])('400 for %s names the parameter %s', async (path, parameter, message) => {
    const response = await get(path)
    expect(response.status).toBe(400)
    expect(errorSchema.parse(await response.json())).toEqual({
      error: { code: 'invalid_parameter', parameter, message },
    })
  })

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'])('405 for %s, with Allow', async (method) => {
    const response = await get('/api/content/authors?locale=de-DE', { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(errorSchema.parse(await response.json()).error.code).toBe('method_not_allowed')
  })
})

describe('HTTP caching', () => {
  test('a matching If-None-Match gets 304 without a body; a stale one the content', async () => {
    const first = await get('/api/content/products?locale=de-DE')
    const etag = first.headers.get('etag') ?? ''
    const body = await first.text()
    expect(etag).not.toBe('')

    const again = await get('/api/content/products?locale=de-DE')
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe(body)

    const notModified = await get('/api/content/products?locale=de-DE', { headers: { 'if-none-match': etag } })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('etag')).toBe(etag)
    expect(notModified.headers.get('cache-control')).toContain('max-age=60')
    expect(await notModified.text()).toBe('')

    const weakInList = await get('/api/content/products?locale=de-DE', {
      headers: { 'if-none-match': `"old", W/${etag}` },
    })
    expect(weakInList.status).toBe(304)

    const stale = await get('/api/content/products?locale=de-DE', { headers: { 'if-none-match': '"something-else"' } })
    expect(stale.status).toBe(200)
    expect(await stale.text()).toBe(body)
  })

  test('different content has a different ETag', async () => {
    const one = await get('/api/content/slots/starburst?locale=de-DE')
    const other = await get('/api/content/slots/book-of-dead?locale=de-DE')
    expect(one.headers.get('etag')).not.toBe(other.headers.get('etag'))
  })

  test('HEAD answers the headers of GET without the body', async () => {
    const getResponse = await get('/api/content/menus?locale=de-DE')
    const head = await get('/api/content/menus?locale=de-DE', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('etag')).toBe(getResponse.headers.get('etag'))
    expect(head.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await head.text()).toBe('')
    expect((await get('/api/content/slots/nope?locale=de-DE', { method: 'HEAD' })).status).toBe(404)
  })
})

// The client's two ways to the API under test: over HTTP, as with INTERNAL_API_URL set; and the
// server's direct read, whose typed query goes to the core of a runtime that forwards to the API
// under test as its external CMS (CONTENT_API_URL), so both end at the same handler.
const contentClientWays = [
  ['over HTTP (INTERNAL_API_URL)', () => ({ INTERNAL_API_URL: url('/api') })],
  ['read in-process with the typed query', () => ({ CONTENT_API_URL: url('/api') })],
] as const

describe.each(contentClientWays)("the site's content client against the embedded API, %s", (_, env) => {
  const inRequest = <T>(fn: () => Promise<T>) => inRequestOf(testRuntime(env()), fn)

  test('parses every endpoint', () =>
    inRequest(async () => {
      const locale = 'de-DE'
      expect(await contentApi.authors(locale)).toHaveLength(2)
      expect(await contentApi.categories(locale)).toHaveLength(2)
      expect((await contentApi.cookieCategories()).map((category) => category.id)).toEqual([
        'necessary',
        'preferences',
        'statistics',
        'marketing',
      ])
      expect(await contentApi.websiteCookies(locale)).toHaveLength(2)
      expect((await contentApi.components(locale)).footer.copyright).toBe('© 2026 CasinoKompass')
      expect((await contentApi.menus(locale)).map((menu) => menu.id)).toEqual(['header', 'footer'])
      expect((await contentApi.page('/privacy-policy/', locale)).meta.noIndex).toBe(true)
      expect(await contentApi.searchMenuItems(locale)).toHaveLength(2)
      expect(await contentApi.featuredArticleSummaries(locale)).toHaveLength(2)
      expect(await contentApi.gameProviders(locale)).toHaveLength(2)
      expect((await contentApi.gameProvider('play-n-go', locale)).name).toBe("Play'n GO")
      expect(await contentApi.paymentProviders(locale)).toHaveLength(2)
      expect((await contentApi.paymentProvider('paypal', locale)).listPath).toBe('/online-casinos-mit-paypal/')
      expect((await contentApi.post('paypal-guide', locale)).meta.title).toBe('PayPal im Online Casino')
      expect((await contentApi.postSummaries(locale, { author: 'max-weber' })).map((post) => post.id)).toEqual([
        'bonus-tipps',
        'slots-ratgeber',
      ])
      expect(
        (await contentApi.postSummaries(locale, { names: ['slots-ratgeber', 'bonus-tipps'] })).map((post) => post.id),
      ).toEqual(['slots-ratgeber', 'bonus-tipps'])
      expect(await contentApi.slots(locale)).toHaveLength(2)
      expect((await contentApi.slot('starburst', locale)).rtp).toBe(96.09)
      expect(await contentApi.products(locale)).toHaveLength(2)
      expect((await contentApi.product('mega-casino', locale)).bonus.code).toBe('WELCOME100')
    }))

  test("throws exactly 'Could not fetch page' for an unknown page", () =>
    inRequest(async () => {
      const failure = contentApi.page('/no-such-page/', 'de-DE')
      await expect(failure).rejects.toThrow(/^Could not fetch page$/)
      await expect(failure).rejects.toMatchObject({ message: 'Could not fetch page', status: 404 })
    }))
})

describe("'Could not fetch …' names what the client asked for (SPEC section 8)", () => {
  // An API that answers every content call with no data. The texts are written out from the
  // spec, not built from the message table, so swapping two names fails here.
  let empty: Server
  const seenPaths: string[] = []
  beforeAll(async () => {
    empty = await serveHandler((request) => {
      seenPaths.push(new URL(request.url).pathname)
      return Response.json(null)
    })
  })
  afterAll(() => empty.close(true))
  const inRequest = <T>(fn: () => Promise<T>) =>
    inRequestOf(testRuntime({ INTERNAL_API_URL: new URL('/api', empty.url).toString() }), fn)

  const locale = 'de-DE'
  const calls: ReadonlyArray<readonly [message: string, call: () => Promise<unknown>]> = [
    ['Could not fetch authors', () => contentApi.authors(locale)],
    ['Could not fetch categories', () => contentApi.categories(locale)],
    ['Could not fetch cookie categories', () => contentApi.cookieCategories()],
    ['Could not fetch website cookies', () => contentApi.websiteCookies(locale)],
    ['Could not fetch components', () => contentApi.components(locale)],
    ['Could not fetch menus', () => contentApi.menus(locale)],
    ['Could not fetch page', () => contentApi.page('/', locale)],
    ['Could not fetch search menu items', () => contentApi.searchMenuItems(locale)],
    ['Could not fetch featured articles', () => contentApi.featuredArticleSummaries(locale)],
    ['Could not fetch game provider', () => contentApi.gameProvider('play-n-go', locale)],
    ['Could not fetch game providers', () => contentApi.gameProviders(locale)],
    ['Could not fetch payment provider', () => contentApi.paymentProvider('paypal', locale)],
    ['Could not fetch payment providers', () => contentApi.paymentProviders(locale)],
    ['Could not fetch slot', () => contentApi.slot('starburst', locale)],
    ['Could not fetch slots', () => contentApi.slots(locale)],
    ['Could not fetch post summaries', () => contentApi.postSummaries(locale)],
    // The spec's single-post fetch says 'Could not fetch components', a copy-paste slip it names as
    // wrong; every call names what it fetched (decision 032).
    ['Could not fetch post', () => contentApi.post('paypal-guide', locale)],
  ]

  test.each(calls)("throws exactly '%s'", (message, call) =>
    inRequest(async () => {
      seenPaths.length = 0
      await expect(call()).rejects.toThrow(new RegExp(`^${message}$`))
      // The error came from the API's empty answer, not from a request that never went out.
      expect(seenPaths).toHaveLength(1)
    }),
  )
})

describe('forwarding to an external CMS (CONTENT_API_URL)', () => {
  let upstream: Server
  let proxy: Server
  const seen: string[] = []
  const page = {
    path: '/',
    meta: { title: 'Extern', description: 'Vom externen CMS.', noFollow: false, noIndex: false },
    updatedAt: '2026-11-01',
    blocks: [
      { blockType: 'richText', html: '<p onclick="x()">Hallo<script>alert(1)</script></p>' },
      { blockType: 'faq', items: [{ question: 'Frage?', answer: '<p>Antwort<svg onload="x()"></svg></p>' }] },
      { blockType: 'newFancyBlock', anything: true },
    ],
  }

  const externalAuthor = { id: 'ext', name: 'Ext', role: 'Redaktion', bio: 'Schreibt extern.' }
  /** A shape no endpoint's contract allows; the proxy asks /content/broken/<endpoint> for it. */
  const contractBreaking = [{ id: 'Not A Slug', name: '' }]

  beforeAll(async () => {
    upstream = await serveHandler((request) => {
      const { pathname, search } = new URL(request.url)
      seen.push(`${pathname}${search}`)
      if (pathname === '/cms/content/pages') return Response.json(page)
      if (pathname === '/cms/content/authors') return Response.json([externalAuthor])
      if (pathname.startsWith('/cms/content/broken/')) return Response.json(contractBreaking)
      if (pathname === '/cms/content/posts/broken') return Response.json({ id: 'broken' })
      if (pathname === '/cms/content/slots/failing') return new Response('down', { status: 503 })
      return Response.json({ error: 'not here' }, { status: 404 })
    })
    const remote = createRemoteSource(`${upstream.url}cms/`)
    const broken = createRemoteSource(`${upstream.url}cms/content/broken/`)
    proxy = await serveHandler((request) =>
      handleContentRequest(request, new URL(request.url).searchParams.has('broken') ? broken : remote),
    )
  })

  afterAll(async () => {
    await proxy.close(true)
    await upstream.close(true)
  })

  const viaProxy = (path: string, init?: RequestInit) => fetch(new URL(path.replace(/^\//, ''), proxy.url), init)

  test('forwards the checked query and sanitises the HTML of pages', async () => {
    const response = await viaProxy('/api/content/pages?path=/&locale=de-DE&extra=dropped')
    expect(response.status).toBe(200)
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    expect(seen.at(-1)).toBe('/cms/content/pages?locale=de-DE&path=%2F')
    expect(pageSchema.parse(await response.json()).blocks).toEqual([
      { blockType: 'richText', html: '<p>Hallo</p>' },
      { blockType: 'faq', items: [{ question: 'Frage?', answer: '<p>Antwort</p>' }] },
      { blockType: 'newFancyBlock', anything: true },
    ])
  })

  test('passes other endpoints through and checks parameters before forwarding', async () => {
    expect(await (await viaProxy('/api/content/authors?locale=de-DE')).json()).toEqual([
      { ...externalAuthor, expertise: [] },
    ])
    const before = seen.length
    expect((await viaProxy('/api/content/authors')).status).toBe(400)
    expect(seen).toHaveLength(before)
  })

  test('404 upstream is 404; a failing or contract-breaking upstream is 502, and logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect((await viaProxy('/api/content/slots/unknown?locale=de-DE')).status).toBe(404)
    const failing = await viaProxy('/api/content/slots/failing?locale=de-DE')
    expect(failing.status).toBe(502)
    expect(errorSchema.parse(await failing.json()).error.code).toBe('upstream_error')
    expect((await viaProxy('/api/content/posts/broken?locale=de-DE')).status).toBe(502)
    expect(logged).toHaveBeenCalledTimes(2)
    logged.mockRestore()
  })

  test.each([
    'authors',
    'categories',
    'cookie-categories',
    'website-cookies',
    'menus',
    'search-menu-items',
    'game-providers',
    'game-providers/one',
    'payment-providers',
    'payment-providers/one',
    'slots',
    'slots/one',
    'products',
    'products/one',
    'finance-products',
    'finance-products/one',
    'posts/one',
    'components',
    'post-summaries',
    'featured-article-summaries',
    'pages?path=/',
  ])('an answer for %s the contract refuses is 502, never passed on', async (endpoint) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const [path, search = ''] = endpoint.split('?')
    const response = await viaProxy(
      `/api/content/${path}?locale=${path === 'cookie-categories' ? 'en-US' : 'de-DE'}&${search}&broken`,
    )
    expect(response.status).toBe(502)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(errorSchema.parse(await response.json()).error.code).toBe('upstream_error')
    expect(logged).toHaveBeenCalledTimes(1)
    logged.mockRestore()
  })
})

import { describe, expect, test } from 'vitest'
import { errorMessages } from '../../contracts/error-messages.ts'
import { websiteById } from '../../site/website.ts'
import type { Purge } from '../purge-bus.server.ts'
import { handleRevalidateRequest, type RevalidateOptions } from './handle-revalidate-request.server.ts'
import { signRevalidation } from './revalidate-signature.server.ts'

const secret = 'revalidate-test-secret'
const now = new Date('2026-11-23T12:00:00.000Z')
const minutes = (count: number) => new Date(now.getTime() + count * 60_000).toISOString()

const body = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    collection: 'pages',
    site: 90,
    locale: 'de-DE',
    paths: ['/casino-boni/'],
    sentAt: minutes(0),
    ...fields,
  })

function setUp(options: Partial<RevalidateOptions> = {}) {
  const published: Purge[] = []
  const send = (
    text: string,
    { signature = signRevalidation(secret, text), method = 'POST', contentType = 'application/json' } = {} as {
      signature?: string | null
      method?: string
      contentType?: string
    },
  ) => {
    const headers = new Headers({ 'content-type': contentType })
    if (signature !== null) headers.set('x-revalidate-signature', signature)
    return handleRevalidateRequest(
      new Request('http://localhost/api/revalidate', { method, headers, body: method === 'POST' ? text : undefined }),
      {
        secret,
        website: websiteById(90),
        publish: async (purge) => {
          published.push(purge)
        },
        now: () => now,
        ...options,
      },
    )
  }
  return { published, send }
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; field?: string } }).error

describe('POST /api/revalidate', () => {
  test("a publish of a casino drops the pages of content entries too (a review, a provider's page)", async () => {
    const asked: string[] = []
    const { published, send } = setUp({
      pagePathsBeyondRoutes: async (locale) => {
        asked.push(locale)
        return ['/casinos/nordlicht-casino/', '/ratgeber/ggl-whitelist/']
      },
    })
    expect((await send(body({ collection: 'products', paths: undefined, ids: ['7'] }))).status).toBe(204)
    expect(asked).toEqual(['de-DE'])
    expect(published[0]?.paths).toContain('/casino-boni/')
    expect(published[0]?.paths).toContain('/casinos/nordlicht-casino/')
    expect(published[0]?.paths).toContain('/ratgeber/ggl-whitelist/')
  })

  test('a page publish naming its paths lists no entry pages; a source that cannot list them leaves them out', async () => {
    const named = setUp({ pagePathsBeyondRoutes: () => Promise.reject(new Error('not asked')) })
    expect((await named.send(body())).status).toBe(204)
    expect(named.published).toEqual([{ paths: ['/casino-boni/'] }])
    const failing = setUp({ pagePathsBeyondRoutes: () => Promise.reject(new Error('CMS down')) })
    expect((await failing.send(body({ collection: 'posts', paths: undefined }))).status).toBe(204)
    expect(failing.published[0]?.paths).toContain('/casino-boni/')
  })

  test('a signed publish of a page purges its path: 204', async () => {
    const { published, send } = setUp()
    const response = await send(body())
    expect(response.status).toBe(204)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(published).toEqual([{ paths: ['/casino-boni/'] }])
  })

  test('a changed casino purges the casinos and every page of the locale', async () => {
    const { published, send } = setUp()
    expect((await send(body({ collection: 'products', paths: undefined, ids: [12, '13'] }))).status).toBe(204)
    expect(published[0]?.content).toEqual([{ collection: 'products', locale: 'de-DE' }])
    expect(published[0]?.paths).toContain('/')
    expect(published[0]?.paths).toContain('/casino-boni/')
  })

  test('without a secret the endpoint is off: 403 for every request, nothing purged', async () => {
    const { published, send } = setUp({ secret: undefined })
    const response = await send(body())
    expect(response.status).toBe(403)
    expect((await errorOf(response)).message).toBe(errorMessages.revalidateRefused.off)
    expect(published).toEqual([])
  })

  test.each([
    ['missing', null],
    ['signed with another secret', signRevalidation('another secret', body())],
    ['of another body', signRevalidation(secret, body({ paths: ['/'] }))],
    ['garbage', 'sha256=zz'],
  ])('a signature %s is 403, and nothing purged', async (_, signature) => {
    const { published, send } = setUp()
    const response = await send(body(), { signature })
    expect(response.status).toBe(403)
    expect((await errorOf(response)).message).toBe(errorMessages.revalidateRefused['bad-signature'])
    expect(published).toEqual([])
  })

  test('an unsigned garbage body is 403, not 400: nothing of it is read', async () => {
    const { send } = setUp()
    expect((await send('{not json', { signature: null })).status).toBe(403)
  })

  test.each([
    ['not JSON', '{"collection": "pages",', undefined],
    ['not an object', '[]', ''],
    ['without a collection', body({ collection: undefined }), 'collection'],
    ['with an unknown collection', body({ collection: 'users' }), 'collection'],
    ['with a site that is no id', body({ site: 'casinos' }), 'site'],
    ['with a malformed locale', body({ locale: 'german' }), 'locale'],
    ['with a path that is no path', body({ paths: ['casino-boni/'] }), 'paths.0'],
    ['with ids that are no ids', body({ ids: [{ id: 1 }] }), 'ids.0'],
    ['with a sentAt that is no time', body({ sentAt: 'yesterday' }), 'sentAt'],
    ['without a sentAt', body({ sentAt: undefined }), 'sentAt'],
  ])('a signed body %s is 400 naming the field', async (_, text, field) => {
    const { published, send } = setUp()
    const response = await send(text)
    expect(response.status).toBe(400)
    const error = await errorOf(response)
    if (field === undefined) expect(error.code).toBe('invalid_json')
    else expect(error.field ?? '').toBe(field)
    expect(published).toEqual([])
  })

  test.each([
    ['older than 5 minutes', minutes(-5.1)],
    ['more than 5 minutes ahead', minutes(5.1)],
  ])('a sentAt %s is refused as a replay: 403', async (_, sentAt) => {
    const { published, send } = setUp()
    const response = await send(body({ sentAt }))
    expect(response.status).toBe(403)
    expect((await errorOf(response)).message).toBe(errorMessages.revalidateRefused.replay)
    expect(published).toEqual([])
  })

  test('within the window either way (clock skew) it is taken', async () => {
    const { published, send } = setUp()
    expect((await send(body({ sentAt: minutes(-4.9) }))).status).toBe(204)
    expect((await send(body({ sentAt: minutes(4.9) }))).status).toBe(204)
    expect((await send(body({ sentAt: '2026-11-23T13:03:00+01:00' }))).status).toBe(204)
    expect(published).toHaveLength(3)
  })

  test("another site's publish changes nothing here: 204, nothing purged", async () => {
    const { published, send } = setUp()
    expect((await send(body({ site: 75, locale: 'nb-NO', paths: ['/no/'] }))).status).toBe(204)
    expect(published).toEqual([])
  })

  test('a locale the site does not serve is 400; the cookie categories are kept in en-US for every site', async () => {
    const { published, send } = setUp()
    const response = await send(body({ locale: 'nb-NO' }))
    expect(response.status).toBe(400)
    expect((await errorOf(response)).field).toBe('locale')
    expect((await send(body({ collection: 'cookie-categories', locale: 'en-US', paths: undefined }))).status).toBe(204)
    expect(published[0]?.content).toEqual([{ collection: 'cookie-categories', locale: 'en-US' }])
  })

  test('another method is 405, another content type 415, a body over 64 KiB 413', async () => {
    const { send } = setUp()
    expect((await send('', { method: 'GET' })).status).toBe(405)
    expect((await send(body(), { contentType: 'text/plain' })).status).toBe(415)
    expect((await send(body({ paths: ['/'.repeat(70_000)] }))).status).toBe(413)
  })

  test('when the other instances cannot be told: 503 with Retry-After, so the CMS sends it again', async () => {
    const { send } = setUp({
      publish: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
      },
    })
    const response = await send(body())
    expect(response.status).toBe(503)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await errorOf(response)).message).toBe(errorMessages.revalidateNotPropagated)
  })
})

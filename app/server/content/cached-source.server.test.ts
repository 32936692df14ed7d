import { describe, expect, test } from 'vitest'
import type { ContentQuery } from '../../contracts/content/content-query.ts'
import { createCachedSource } from './cached-source.server.ts'
import { type ContentBody, type ContentSource, ContentUpstreamError, toContentBody } from './content-source.server.ts'

const menus: ContentQuery = { kind: 'list', collection: 'menus', locale: 'de-DE' }
const page = (path: string, draft = false): ContentQuery => ({ kind: 'page', path, locale: 'de-DE', draft })

/** A CMS whose answer for the next reads the test decides: a body, nothing (404) or an outage. */
function fakeCms() {
  let version = 0
  let mode: 'up' | 'down' | 'gone' = 'up'
  const reads: ContentQuery[] = []
  const source: ContentSource = {
    async read(query) {
      reads.push(query)
      if (mode === 'down') throw new ContentUpstreamError('Content API answered 500')
      if (mode === 'gone') return undefined
      return toContentBody(JSON.stringify({ version }))
    },
  }
  return {
    source,
    reads,
    publish: () => version++,
    set: (next: typeof mode) => {
      mode = next
    },
  }
}

function setUp(limit = 10) {
  let clock = 0
  const cms = fakeCms()
  const cached = createCachedSource(cms.source, {
    maxAgeSeconds: 60,
    staleWhileRevalidateSeconds: 600,
    staleIfErrorSeconds: 86_400,
    limit,
    now: () => clock,
  })
  const read = async (query: ContentQuery = menus) => {
    const body: ContentBody | undefined = await cached.read(query)
    return body && (JSON.parse(body.json) as { version: number }).version
  }
  return { cms, read, cached, advance: (seconds: number) => (clock += seconds * 1000) }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

test('a fresh answer is served without asking the CMS again', async () => {
  const { cms, read, advance } = setUp()
  expect(await read()).toBe(0)
  cms.publish()
  advance(59)
  expect(await read()).toBe(0)
  expect(cms.reads).toHaveLength(1)
})

test('a stale answer is served at once while one background request fetches the new one', async () => {
  const { cms, read, advance } = setUp()
  await read()
  cms.publish()
  advance(61)
  const [first, second] = await Promise.all([read(), read()])
  expect([first, second]).toEqual([0, 0])
  await settle()
  expect(cms.reads).toHaveLength(2)
  expect(await read()).toBe(1)
})

test('during an outage the last good answer is served, and fresh content returns when the CMS does', async () => {
  const { cms, read, advance } = setUp()
  await read()
  cms.set('down')
  advance(61)
  expect(await read()).toBe(0) // stale while revalidating; the revalidation fails quietly
  await settle()
  advance(3600)
  expect(await read()).toBe(0) // past the revalidation window: stale-if-error
  cms.set('up')
  cms.publish()
  advance(61) // the back-off after the last failure
  expect(await read()).toBe(1)
})

test('after a failed revalidation the CMS is left alone for maxAge, then asked again', async () => {
  const { cms, read, advance } = setUp()
  await read()
  cms.set('down')
  advance(61)
  await read()
  await settle()
  expect(cms.reads).toHaveLength(2)
  advance(30)
  expect(await Promise.all([read(), read(), read()])).toEqual([0, 0, 0])
  expect(cms.reads).toHaveLength(2)
  cms.set('up')
  cms.publish()
  advance(31)
  await read()
  await settle()
  expect(cms.reads).toHaveLength(3)
  expect(await read()).toBe(1)
})

test('without a stored answer an outage is an error, and nothing of it is remembered', async () => {
  const { cms, read } = setUp()
  cms.set('down')
  await expect(read()).rejects.toBeInstanceOf(ContentUpstreamError)
  cms.set('up')
  expect(await read()).toBe(0)
})

test('after the stale-if-error window the outage is an error', async () => {
  const { cms, read, advance } = setUp()
  await read()
  cms.set('down')
  advance(60 + 86_400)
  await expect(read()).rejects.toBeInstanceOf(ContentUpstreamError)
})

test('content the CMS no longer has is forgotten', async () => {
  const { cms, read, advance } = setUp()
  await read()
  cms.set('gone')
  advance(61 + 600)
  expect(await read()).toBeUndefined()
  cms.set('down')
  // The 404 is believed for a few seconds; then the CMS is asked, and no old answer stands in.
  expect(await read()).toBeUndefined()
  advance(5)
  await expect(read()).rejects.toBeInstanceOf(ContentUpstreamError)
})

test('a 404 is answered from memory for a few seconds: made-up paths reach the CMS once each', async () => {
  const { cms, read, advance } = setUp()
  cms.set('gone')
  const made = Array.from({ length: 10 }, (_, index) => page(`/made-up-${index}/`))
  for (let round = 0; round < 10; round++) for (const query of made) expect(await read(query)).toBeUndefined()
  expect(cms.reads).toHaveLength(10)
  advance(4.9)
  expect(await read(made[0])).toBeUndefined()
  expect(cms.reads).toHaveLength(10)
  // Then asked again: a page published meanwhile shows.
  cms.set('up')
  advance(0.1)
  expect(await read(made[0])).toBe(0)
  expect(cms.reads).toHaveLength(11)
})

test('a publish forgets the 404s it could have changed; the 404s kept are bounded', async () => {
  const { cms, read, cached } = setUp(3)
  cms.set('gone')
  await read(page('/new/'))
  await read(page('/other/'))
  cms.set('up')
  cached.drop((query) => query.kind === 'page' && query.path === '/new/')
  expect(await read(page('/new/'))).toBe(0)
  expect(await read(page('/other/'))).toBeUndefined()
  expect(cms.reads).toHaveLength(3)
  // Only the last `limit` 404s are remembered: older ones are asked again.
  cms.set('gone')
  for (const path of ['/a/', '/b/', '/c/', '/d/']) await read(page(path))
  await read(page('/a/'))
  expect(cms.reads).toHaveLength(8)
})

test('drafts always come from the CMS and are never cached', async () => {
  const { cms, read } = setUp()
  const draftList: ContentQuery = { kind: 'list', collection: 'products', locale: 'de-DE', draft: true }
  await read(page('/', true))
  await read(page('/', true))
  await read(draftList)
  await read(draftList)
  expect(cms.reads).toHaveLength(4)
  cms.set('down')
  await expect(read(page('/', true))).rejects.toBeInstanceOf(ContentUpstreamError)
  await expect(read(draftList)).rejects.toBeInstanceOf(ContentUpstreamError)
})

test('keeps at most `limit` answers', async () => {
  const { cms, read } = setUp(2)
  await read(page('/a/'))
  await read(page('/b/'))
  await read(page('/c/'))
  cms.set('down')
  expect(await read(page('/c/'))).toBe(0)
  await expect(read(page('/a/'))).rejects.toBeInstanceOf(ContentUpstreamError)
})

describe('dropping answers (a publish in the CMS)', () => {
  const isPage = (query: ContentQuery) => query.kind === 'page'

  test('a dropped answer is fetched anew on its next read, while the others stay fresh', async () => {
    const { cms, read, cached } = setUp()
    expect(await read(page('/casino-boni/'))).toBe(0)
    expect(await read(menus)).toBe(0)
    cms.publish()
    cached.drop(isPage)
    expect(await read(page('/casino-boni/'))).toBe(1)
    expect(await read(menus)).toBe(0)
    expect(cms.reads).toHaveLength(3)
  })

  test('dropped during an outage, the last good answer is still served (stale-if-error), and the CMS asked', async () => {
    const { cms, read, cached, advance } = setUp()
    await read(page('/casino-boni/'))
    cms.set('down')
    cached.drop(isPage)
    expect(await read(page('/casino-boni/'))).toBe(0)
    expect(await read(page('/casino-boni/'))).toBe(0)
    // Asked once, then left alone for maxAge as after any failed revalidation.
    expect(cms.reads).toHaveLength(2)
    cms.set('up')
    cms.publish()
    advance(61)
    expect(await read(page('/casino-boni/'))).toBe(1)
  })

  test('a dropped answer the CMS no longer has is gone', async () => {
    const { cms, read, cached } = setUp()
    await read(page('/casino-boni/'))
    cms.set('gone')
    cached.drop(() => true)
    expect(await read(page('/casino-boni/'))).toBeUndefined()
  })

  test('a request running at the drop answers its waiters but is not kept, nor joined by later reads', async () => {
    let release = () => {}
    let version = 0
    const reads: number[] = []
    const cached = createCachedSource(
      {
        async read() {
          const seen = version
          reads.push(seen)
          if (seen === 0)
            await new Promise<void>((resolve) => {
              release = resolve
            })
          return toContentBody(JSON.stringify({ version: seen }))
        },
      },
      { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600, staleIfErrorSeconds: 86_400, limit: 10 },
    )
    const versionOf = (body: ContentBody | undefined) => body && (JSON.parse(body.json) as { version: number }).version
    const before = cached.read(menus)
    await settle()
    version = 1
    cached.drop(() => true)
    expect(versionOf(await cached.read(menus))).toBe(1)
    release()
    expect(versionOf(await before)).toBe(0)
    expect(versionOf(await cached.read(menus))).toBe(1)
    expect(reads).toEqual([0, 1])
  })
})

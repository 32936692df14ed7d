import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, test } from 'vitest'
import type { ContentQuery, ContentRead } from '../../contracts/content/content-query.ts'
import { menusSchema } from '../../contracts/content/schemas.ts'
import { z } from '../../lib/zod.ts'
import { type ContentSource, ContentUpstreamError, toContentBody } from './content-source.server.ts'
import { answerContentRead } from './handle-content-request.server.ts'
import { createInProcessContentRead } from './in-process-read.server.ts'
import { createPreviewToken } from './preview-token.server.ts'

const menusRead: ContentRead = { query: { kind: 'list', collection: 'menus', locale: 'de-DE' } }
const menus = [{ id: 'header', items: [{ label: 'Start', href: '/' }] }]

/** A source answering menus from a fixed body, as the store does (one body object per version). */
function menusSource(json = JSON.stringify(menus)) {
  const body = toContentBody(json)
  const reads: ContentQuery[] = []
  const source: ContentSource = {
    async read(query) {
      reads.push(query)
      return query.kind === 'list' && query.collection === 'menus' ? body : undefined
    },
  }
  return { source, reads }
}

const readerOf = (source: ContentSource, previewSecret?: string) =>
  createInProcessContentRead((read) => answerContentRead(read, source, { previewSecret }))

describe('the direct content read of SSR', () => {
  test('answers the parsed body, and later renders share that parse', async () => {
    const { source } = menusSource()
    const read = readerOf(source)
    const first = await read(menusRead, menusSchema)
    const second = await read(menusRead, menusSchema)
    expect(first).toEqual({ status: 200, result: { success: true, data: menus } })
    expect(second.result).toBe(first.result)
  })

  test('answers the status the API would: 404, 403 for a preview without secret', async () => {
    const read = readerOf(menusSource().source)
    expect(await read({ query: { kind: 'list', collection: 'slots', locale: 'de-DE' } }, menusSchema)).toEqual({
      status: 404,
    })
    const page: ContentRead = { query: { kind: 'page', path: '/', locale: 'de-DE' }, previewToken: 'token' }
    expect(await read(page, menusSchema)).toEqual({ status: 403 })
  })

  test('drafts only through a verified token: a draft flag the reader set is dropped', async () => {
    const { source, reads } = menusSource()
    const secret = 'preview-secret-of-at-least-32-characters'
    const read = readerOf(source, secret)
    await read({ query: { ...menusRead.query, draft: true } }, menusSchema)
    const previewToken = createPreviewToken(secret, '/', new Date(Date.now() + 60_000))
    await read({ ...menusRead, previewToken }, menusSchema)
    expect(reads.map((query) => query.draft === true)).toEqual([false, true])
  })

  test('a body its schema refuses is a failed parse, not data', async () => {
    const read = readerOf(menusSource(JSON.stringify([{ id: 'sidebar', items: 'none' }])).source)
    const answer = await read(menusRead, menusSchema)
    expect(answer.status).toBe(200)
    expect(answer.result?.success).toBe(false)
  })

  test('tries a failing source once more, as the HTTP client would, and answers its second word', async () => {
    const { source: healthy } = menusSource()
    let calls = 0
    const flaky: ContentSource = {
      read: (query) => (++calls === 1 ? Promise.reject(new ContentUpstreamError('down')) : healthy.read(query)),
    }
    expect((await readerOf(flaky)(menusRead, menusSchema)).status).toBe(200)
    expect(calls).toBe(2)
    const down: ContentSource = { read: () => Promise.reject(new ContentUpstreamError('down')) }
    expect(await readerOf(down)(menusRead, menusSchema)).toEqual({ status: 502 })
  })

  test('a schema made for one read is not kept with the body it parsed, which lives as long as its version', async () => {
    setFlagsFromString('--expose-gc')
    const collectGarbage = runInNewContext('gc') as () => void
    const read = readerOf(menusSource().source)
    /** Reads with a schema of its own, as a call that builds its schema each time would; only a weak reference stays. */
    const readOnce = async () => {
      const schema = z.array(z.object({ id: z.string() }))
      expect((await read(menusRead, schema)).status).toBe(200)
      return new WeakRef(schema)
    }
    const schemas = [await readOnce(), await readOnce(), await readOnce()]
    // A weak reference holds its target until the job that made it ends.
    await new Promise((resolve) => setImmediate(resolve))
    collectGarbage()
    expect(schemas.map((schema) => schema.deref())).toEqual([undefined, undefined, undefined])
  })
})

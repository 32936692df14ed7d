import { describe, expect, test } from 'vitest'
import { menusSchema } from '../../contracts/content/schemas.ts'
import type { ContentQuery } from './content-query.server.ts'
import { type ContentSource, ContentUpstreamError, toContentBody } from './content-source.server.ts'
import { readContentAnswer } from './handle-content-request.server.ts'
import { createInProcessContentRead } from './in-process-read.server.ts'

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
  createInProcessContentRead((url) => readContentAnswer(url, source, { previewSecret }))

describe('the direct content read of SSR', () => {
  test('answers the parsed body, and later renders share that parse', async () => {
    const { source } = menusSource()
    const read = readerOf(source)
    const first = await read('/menus', { locale: 'de-DE' }, menusSchema)
    const second = await read('/menus', { locale: 'de-DE' }, menusSchema)
    expect(first).toEqual({ status: 200, result: { success: true, data: menus } })
    expect(second.result).toBe(first.result)
  })

  test('answers the status the API would: 404, 400 for a bad locale, 403 for a preview without secret', async () => {
    const read = readerOf(menusSource().source)
    expect(await read('/slots', { locale: 'de-DE' }, menusSchema)).toEqual({ status: 404 })
    expect(await read('/menus', { locale: 'xx' }, menusSchema)).toEqual({ status: 400 })
    expect(await read('/pages', { locale: 'de-DE', path: '/', preview: 'token' }, menusSchema)).toEqual({
      status: 403,
    })
  })

  test('a body its schema refuses is a failed parse, not data', async () => {
    const read = readerOf(menusSource(JSON.stringify([{ id: 'sidebar', items: 'none' }])).source)
    const answer = await read('/menus', { locale: 'de-DE' }, menusSchema)
    expect(answer.status).toBe(200)
    expect(answer.result?.success).toBe(false)
  })

  test('tries a failing source once more, as the HTTP client would, and answers its second word', async () => {
    const { source: healthy } = menusSource()
    let calls = 0
    const flaky: ContentSource = {
      read: (query) => (++calls === 1 ? Promise.reject(new ContentUpstreamError('down')) : healthy.read(query)),
    }
    expect((await readerOf(flaky)('/menus', { locale: 'de-DE' }, menusSchema)).status).toBe(200)
    expect(calls).toBe(2)
    const down: ContentSource = { read: () => Promise.reject(new ContentUpstreamError('down')) }
    expect(await readerOf(down)('/menus', { locale: 'de-DE' }, menusSchema)).toEqual({ status: 502 })
  })
})

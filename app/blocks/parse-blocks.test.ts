import { describe, expect, test } from 'vitest'
import type { BlockEnvelope } from '../contracts/content/schemas.ts'
import { blockKey, parseBlock } from './parse-blocks.ts'

const envelopes = (): BlockEnvelope[] => [
  { blockType: 'richText', id: 'intro', html: '<p>Hallo</p>' },
  { blockType: 'noSuchBlock' },
  { blockType: 'table', caption: 'Kaputt', columns: ['A', 'B'], rows: [['nur eine Zelle']] },
]

describe('parseBlock', () => {
  test('parses each block once: the loader, the read-back and the render share the result', () => {
    const page = envelopes()
    const first = page.map((envelope) => parseBlock(envelope))
    const again = page.map((envelope) => parseBlock(envelope))
    expect(again.every((entry, index) => entry === first[index])).toBe(true)
    expect(first).toEqual([
      { ok: true, block: { blockType: 'richText', id: 'intro', html: '<p>Hallo</p>' } },
      { ok: false, blockType: 'noSuchBlock', reason: 'Unknown block type "noSuchBlock"' },
      { ok: false, blockType: 'table', reason: 'rows.0: Row has 1 cells, expected 2' },
    ])
  })

  test('parses other content anew, even when it looks the same', () => {
    const [first] = envelopes()
    const [second] = envelopes()
    if (!first || !second) throw new Error('no blocks')
    expect(parseBlock(second)).not.toBe(parseBlock(first))
    expect(parseBlock(second)).toEqual(parseBlock(first))
  })
})

describe('blockKey', () => {
  test("is the block's CMS id, or its place and type when it has none", () => {
    const [withId, withoutId] = envelopes()
    if (!withId || !withoutId) throw new Error('no blocks')
    expect(blockKey(withId, 0)).toBe('intro')
    expect(blockKey(withoutId, 1)).toBe('1-noSuchBlock')
  })
})

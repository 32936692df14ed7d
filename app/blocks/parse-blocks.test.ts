import { describe, expect, test } from 'vitest'
import type { BlockEnvelope } from '../api/content/schemas.ts'
import { parseBlocks } from './parse-blocks.ts'

const envelopes = (): BlockEnvelope[] => [
  { blockType: 'richText', id: 'intro', html: '<p>Hallo</p>' },
  { blockType: 'noSuchBlock' },
]

describe('parseBlocks', () => {
  test("parses one page's blocks once: the loader and the render share the result", () => {
    const page = envelopes()
    const first = parseBlocks(page)
    expect(parseBlocks(page)).toBe(first)
    expect(first.map((entry) => entry.ok)).toEqual([true, false])
  })

  test('parses other content anew, even when it looks the same', () => {
    const first = parseBlocks(envelopes())
    const second = parseBlocks(envelopes())
    expect(second).not.toBe(first)
    expect(second).toEqual(first)
  })
})

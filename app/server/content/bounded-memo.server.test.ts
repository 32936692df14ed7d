import { expect, test } from 'vitest'
import { BoundedMemo } from './bounded-memo.server.ts'

test('keeps at most `limit` entries and drops the least recently used', () => {
  const memo = new BoundedMemo<number>(2)
  memo.set('a', 1)
  memo.set('b', 2)
  expect(memo.get('a')).toBe(1)
  memo.set('c', 3)
  expect(memo.get('b')).toBeUndefined()
  expect(memo.get('a')).toBe(1)
  expect(memo.get('c')).toBe(3)
})

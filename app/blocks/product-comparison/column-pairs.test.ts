import { expect, test } from 'vitest'
import { columnPairs } from './column-pairs.ts'

test('three columns make three pairs, the first two first, named as the stylesheet reads them', () => {
  expect(columnPairs(3)).toEqual([
    { columns: [1, 2], value: '1-2' },
    { columns: [1, 3], value: '1-3' },
    { columns: [2, 3], value: '2-3' },
  ])
})

test('two columns or fewer fit a phone side by side: nothing to switch', () => {
  expect(columnPairs(2)).toEqual([])
  expect(columnPairs(1)).toEqual([])
  expect(columnPairs(0)).toEqual([])
})

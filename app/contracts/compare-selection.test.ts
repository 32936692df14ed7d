import { describe, expect, test } from 'vitest'
import { compareIdsValue, parseCompareIds, toggleCompared } from './compare-selection.ts'

describe('parseCompareIds', () => {
  test('reads the ids in the order chosen, each once, at most three', () => {
    expect(parseCompareIds('spielwerk24,nordlicht-casino')).toEqual(['spielwerk24', 'nordlicht-casino'])
    expect(parseCompareIds('a,b,a,c,d')).toEqual(['a', 'b', 'c'])
  })

  test('drops what is no id instead of failing', () => {
    expect(parseCompareIds('a,,<script>,B,c')).toEqual(['a', 'c'])
    expect(parseCompareIds(undefined)).toEqual([])
    expect(parseCompareIds(['a'])).toEqual([])
  })
})

test('toggling adds up to three and removes', () => {
  expect(toggleCompared(['a'], 'b')).toEqual(['a', 'b'])
  expect(toggleCompared(['a', 'b'], 'a')).toEqual(['b'])
  expect(toggleCompared(['a', 'b', 'c'], 'd')).toEqual(['a', 'b', 'c'])
  expect(compareIdsValue([])).toBeUndefined()
  expect(compareIdsValue(['a', 'b'])).toBe('a,b')
})

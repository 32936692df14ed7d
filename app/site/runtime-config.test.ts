import { describe, expect, test } from 'vitest'
import { isBlockGalleryOn } from './runtime-config.ts'

describe('the block gallery switch', () => {
  test('is on in development and preview', () => {
    expect(isBlockGalleryOn('development', {})).toBe(true)
    expect(isBlockGalleryOn('preview', {})).toBe(true)
  })

  test('is off in production unless BLOCK_GALLERY=1', () => {
    expect(isBlockGalleryOn('production', {})).toBe(false)
    expect(isBlockGalleryOn('production', { BLOCK_GALLERY: '0' })).toBe(false)
    expect(isBlockGalleryOn('production', { BLOCK_GALLERY: '1' })).toBe(true)
  })
})

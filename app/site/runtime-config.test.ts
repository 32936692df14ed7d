import { describe, expect, test } from 'vitest'
import { isBlockGalleryOn, sentryDsnFromEnv } from './runtime-config.ts'

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

describe('Sentry', () => {
  test('is configured only in the production stage with a DSN', () => {
    const dsn = 'https://key@sentry.example/1'
    expect(sentryDsnFromEnv({ NODE_ENV: 'production', SENTRY_DSN: dsn })).toBe(dsn)
    expect(sentryDsnFromEnv({ STAGE: 'production', SENTRY_DSN: dsn })).toBe(dsn)
    expect(sentryDsnFromEnv({ STAGE: 'development', SENTRY_DSN: dsn })).toBeUndefined()
    expect(sentryDsnFromEnv({ NODE_ENV: 'production', STAGE: 'preview', SENTRY_DSN: dsn })).toBeUndefined()
    expect(sentryDsnFromEnv({ STAGE: 'production' })).toBeUndefined()
  })
})

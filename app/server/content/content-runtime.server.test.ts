import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { appConfig, germanCasinoSiteId } from '../../../app.config.ts'
import { contentCacheMaxAgeFromEnv, contentStoreOptionsFromEnv, websiteFromEnv } from './content-runtime.server.ts'

describe('content settings from the environment', () => {
  test('default to the default website, content/ and data/content-<siteId>.sqlite', () => {
    const options = contentStoreOptionsFromEnv({})
    expect(options.site.id).toBe(appConfig.defaultWebsiteId)
    expect(options.contentDir).toBe(join(process.cwd(), 'content'))
    expect(options.dbPath).toBe(join(process.cwd(), 'data', `content-${appConfig.defaultWebsiteId}.sqlite`))
  })

  test('follow SITE_ID, CONTENT_DIR and CONTENT_DB_PATH', () => {
    const options = contentStoreOptionsFromEnv({
      SITE_ID: String(germanCasinoSiteId),
      CONTENT_DIR: '/srv/content',
      CONTENT_DB_PATH: '/var/lib/site/content.sqlite',
    })
    expect(options).toMatchObject({ contentDir: '/srv/content', dbPath: '/var/lib/site/content.sqlite' })
  })

  test.each(['5', 'casino', '90x'])('refuse the unknown SITE_ID %s with a clear error', (siteId) => {
    expect(() => websiteFromEnv({ SITE_ID: siteId })).toThrow(/SITE_ID/)
  })
})

describe("the site's cache of an external CMS (CONTENT_CACHE_MAX_AGE)", () => {
  test('keeps answers fresh for the minute the content API announces by default', () => {
    expect(contentCacheMaxAgeFromEnv({})).toBe(60)
    expect(contentCacheMaxAgeFromEnv({ CONTENT_CACHE_MAX_AGE: ' ' })).toBe(60)
  })

  test('follows CONTENT_CACHE_MAX_AGE when it is a number of seconds, 0 included', () => {
    expect(contentCacheMaxAgeFromEnv({ CONTENT_CACHE_MAX_AGE: '1' })).toBe(1)
    expect(contentCacheMaxAgeFromEnv({ CONTENT_CACHE_MAX_AGE: '0' })).toBe(0)
  })

  test.each(['-1', 'soon', 'Infinity'])('ignores %s', (value) => {
    expect(contentCacheMaxAgeFromEnv({ CONTENT_CACHE_MAX_AGE: value })).toBe(60)
  })
})

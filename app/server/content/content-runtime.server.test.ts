import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { appConfig, germanCasinoSiteId } from '../../../app.config.ts'
import { contentStoreOptionsFromEnv, websiteFromEnv } from './content-runtime.server.ts'

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

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { appConfig, financeSiteId } from '../../../app.config.ts'
import { loadServerConfig, ServerConfigError, serverVariableNames } from './server-config.server.ts'

const cwd = '/srv/site'

describe('the server configuration', () => {
  test('defaults: the default website, embedded content and leads stores, page cache on, one worker', () => {
    const config = loadServerConfig({}, cwd)
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      stage: 'development',
      content: {
        source: { kind: 'store' },
        dir: join(cwd, 'content'),
        dbPath: join(cwd, 'data', `content-${appConfig.defaultWebsiteId}.sqlite`),
        cacheMaxAgeSeconds: 60,
      },
      leadsDatabase: { sqlitePath: join(cwd, 'data', `leads-${appConfig.defaultWebsiteId}.sqlite`) },
      pageCache: { ttlSeconds: 10, maxBytes: 64 * 1024 * 1024 },
      webConcurrency: 1,
      metrics: undefined,
      contactRetentionDays: 180,
      cmsOrigin: undefined,
      blockGallery: true,
    })
    expect(config.website.id).toBe(appConfig.defaultWebsiteId)
  })

  test('follows every variable it is given', () => {
    const config = loadServerConfig(
      {
        SITE_ID: String(financeSiteId),
        PORT: '8080',
        NODE_ENV: 'production',
        CMS_URL: 'http://cms.internal:3001',
        CMS_PUBLIC_URL: 'https://cms.example.com/admin',
        CMS_API_KEY: 'key',
        CONTENT_CACHE_MAX_AGE: '0',
        PAGE_CACHE_SECONDS: '0',
        PAGE_CACHE_MAX_MB: '16',
        DATABASE_URL: 'postgres://site@db/leads',
        WEB_CONCURRENCY: '3',
        METRICS_PORT: '9100',
        SENTRY_DSN: 'https://key@sentry.example/1',
        GEOLOCATION_COOKIE_NAME: 'cf-geo',
        CONTACT_RETENTION_DAYS: '30',
      },
      cwd,
    )
    expect(config).toMatchObject({
      port: 8080,
      stage: 'production',
      content: { source: { kind: 'payload', url: 'http://cms.internal:3001', apiKey: 'key' }, cacheMaxAgeSeconds: 0 },
      cmsOrigin: 'https://cms.example.com',
      pageCache: { ttlSeconds: 0, maxBytes: 16 * 1024 * 1024 },
      leadsDatabase: { postgresUrl: 'postgres://site@db/leads' },
      webConcurrency: 3,
      contactRetentionDays: 30,
      metrics: { port: 9100, host: '127.0.0.1' },
      sentryDsn: 'https://key@sentry.example/1',
      geolocationCookieName: 'cf-geo',
      blockGallery: false,
    })
    expect(config.website.id).toBe(financeSiteId)
  })

  test('Sentry only in production, the block gallery in production only on request', () => {
    const dsn = 'https://key@sentry.example/1'
    expect(loadServerConfig({ STAGE: 'preview', NODE_ENV: 'production', SENTRY_DSN: dsn }).sentryDsn).toBeUndefined()
    expect(loadServerConfig({ STAGE: 'production', SENTRY_DSN: dsn }).sentryDsn).toBe(dsn)
    expect(loadServerConfig({ STAGE: 'production', BLOCK_GALLERY: '1' }).blockGallery).toBe(true)
    expect(loadServerConfig({ STAGE: 'preview' }).blockGallery).toBe(true)
  })

  test('blank counts as unset', () => {
    expect(loadServerConfig({ PAGE_CACHE_SECONDS: ' ', SITE_ID: '', CMS_URL: '  ' }, cwd)).toMatchObject({
      pageCache: { ttlSeconds: 10 },
      content: { source: { kind: 'store' } },
    })
  })

  test.each([
    ['SITE_ID', 'casino', /^SITE_ID must be a website id/],
    ['SITE_ID', '5', /^SITE_ID 5 is not a configured website/],
    ['PORT', 'http', /^PORT must be a whole number of a TCP port, not "http"/],
    ['PAGE_CACHE_SECONDS', 'ten', /^PAGE_CACHE_SECONDS must be a whole number of seconds \(0: off\), not "ten"/],
    ['PAGE_CACHE_SECONDS', '-1', /^PAGE_CACHE_SECONDS must be a whole number/],
    ['PAGE_CACHE_MAX_MB', '1.5', /^PAGE_CACHE_MAX_MB must be a whole number of MiB/],
    ['CONTENT_CACHE_MAX_AGE', 'soon', /^CONTENT_CACHE_MAX_AGE must be a whole number of seconds/],
    ['DATABASE_URL', 'mysql://db/leads', /^DATABASE_URL must be a postgres:\/\/ URL/],
    ['WEB_CONCURRENCY', '0', /^WEB_CONCURRENCY must be a whole number of processes or "auto"/],
    ['CMS_URL', 'cms.internal', /^CMS_URL must be an http\(s\) URL/],
    ['CMS_PUBLIC_URL', 'javascript:alert(1)', /^CMS_PUBLIC_URL must be an http\(s\) URL/],
    ['STAGE', 'staging', /^STAGE /],
    ['BLOCK_GALLERY', 'yes', /^BLOCK_GALLERY /],
    // A hop count, as it once was, stops start-up rather than silently trusting nobody.
    ['TRUST_PROXY', '2', /^TRUST_PROXY must be the trusted proxies: addresses, CIDR ranges/],
    ['TRUST_PROXY', '10.0.0.0/8,proxy.internal', /^TRUST_PROXY must be the trusted proxies/],
  ])('a malformed %s (%s) stops start-up naming it', (name, value, message) => {
    expect(() => loadServerConfig({ [name]: value })).toThrow(ServerConfigError)
    expect(() => loadServerConfig({ [name]: value })).toThrow(message)
  })

  test('names every malformed variable at once', () => {
    expect(() => loadServerConfig({ PORT: 'x', METRICS_PORT: 'y' })).toThrow(/PORT .*; METRICS_PORT /)
  })
})

describe("README's table of environment variables", () => {
  const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8')
  const section = readme.slice(
    readme.indexOf('### The server'),
    readme.indexOf('### The CMS, the tests and the benches'),
  )
  const documented = [...section.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((match) => match[1])

  test('lists exactly the variables the server reads, once each', () => {
    expect(section.length).toBeGreaterThan(0)
    expect([...documented].sort()).toEqual([...serverVariableNames].sort())
  })
})

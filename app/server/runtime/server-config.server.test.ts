import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { appConfig, financeSiteId } from '../../../app.config.ts'
import { secretVariablesOf } from './secrets.server.ts'
import { loadServerConfig, ServerConfigError, serverVariableNames } from './server-config.server.ts'

const cwd = '/srv/site'
/** A secret as an operator makes one (the repository's examples are refused in production). */
const strong = (name: string) => `${name.toLowerCase()}-${'0123456789abcdef'.repeat(2)}`
const productionSecrets = { DATA_HASH_SECRET: strong('DATA_HASH_SECRET') }

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
      leads: {
        database: { sqlitePath: join(cwd, 'data', `leads-${appConfig.defaultWebsiteId}.sqlite`) },
        contactRetentionDays: 180,
      },
      pageCache: { ttlSeconds: 10, maxBytes: 64 * 1024 * 1024 },
      webConcurrency: 1,
      metrics: undefined,
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
        ...productionSecrets,
        CMS_URL: 'http://cms.internal:3001',
        CMS_PUBLIC_URL: 'https://cms.example.com/admin',
        CMS_API_KEY: strong('CMS_API_KEY'),
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
      content: {
        source: { kind: 'payload', url: 'http://cms.internal:3001', apiKey: strong('CMS_API_KEY') },
        cacheMaxAgeSeconds: 0,
      },
      cmsOrigin: 'https://cms.example.com',
      pageCache: { ttlSeconds: 0, maxBytes: 16 * 1024 * 1024 },
      leads: { database: { postgresUrl: 'postgres://site@db/leads' }, contactRetentionDays: 30 },
      webConcurrency: 3,
      metrics: { port: 9100, host: '127.0.0.1' },
      sentryDsn: 'https://key@sentry.example/1',
      geolocationCookieName: 'cf-geo',
      blockGallery: false,
      dataHashSecret: productionSecrets.DATA_HASH_SECRET,
    })
    expect(config.website.id).toBe(financeSiteId)
  })

  test("each room's variables land in its own section, and only there", () => {
    const config = loadServerConfig(
      {
        CMS_URL: 'http://cms.internal:3001',
        LEAD_PARTNER_ENDPOINTS: 'kreditpartner=https://partner.example/leads',
        GA4_API_SECRET: 'mp-secret',
        META_CONVERSIONS_TOKEN: 'capi-token',
        TRUST_PROXY: '10.0.0.0/8',
      },
      cwd,
    )
    expect(Object.keys(config.content).sort()).toEqual(
      ['cacheMaxAgeSeconds', 'dbPath', 'dir', 'previewSecret', 'revalidateSecret', 'source'].sort(),
    )
    expect(Object.keys(config.leads).sort()).toEqual(
      ['contactRetentionDays', 'conversionForwarding', 'database', 'partnerEndpoints', 'postbackTokens'].sort(),
    )
    expect(Object.keys(config.door)).toEqual(['trustProxy'])
    expect([...config.leads.partnerEndpoints]).toEqual([['kreditpartner', 'https://partner.example/leads']])
    expect(config.leads.conversionForwarding).toEqual({
      ga4: { apiSecret: 'mp-secret', url: 'https://www.google-analytics.com/mp/collect' },
      meta: { accessToken: 'capi-token', url: 'https://graph.facebook.com/v21.0' },
    })
    expect(config.door.trustProxy.check('10.1.2.3')).toBe(true)
    expect(config.door.trustProxy.check('192.0.2.1')).toBe(false)
    // What a room reads is not at the top as well: one place for each fact.
    for (const moved of ['leadsDatabase', 'previewSecret', 'revalidateSecret', 'trustProxy', 'postbackTokens'])
      expect(config).not.toHaveProperty(moved)
  })

  test('Sentry only in production, the block gallery in production only on request', () => {
    const dsn = 'https://key@sentry.example/1'
    expect(
      loadServerConfig({ STAGE: 'preview', NODE_ENV: 'production', ...productionSecrets, SENTRY_DSN: dsn }).sentryDsn,
    ).toBeUndefined()
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

describe('secrets in production (NODE_ENV=production)', () => {
  const production = { NODE_ENV: 'production', ...productionSecrets }
  const secrets = secretVariablesOf('site')

  test.each(secrets.map((variable) => [variable.name]))('%s: an example value stops start-up naming it', (name) => {
    for (const example of ['dev-preview', 'secret', 'local-data-hash-secret', 'local-cms-api-key']) {
      const value = name === 'POSTBACK_TOKENS' ? `income=${example}` : example
      expect(() => loadServerConfig({ ...production, [name]: value })).toThrow(
        new RegExp(`^${name}( \\(network income\\))? is an example value written in the repository`),
      )
    }
  })

  test.each(secrets.map((variable) => [variable.name]))(
    '%s: a value shorter than 32 characters stops start-up naming it',
    (name) => {
      const short = strong(name).slice(0, 31)
      const value = name === 'POSTBACK_TOKENS' ? `income=${short}` : short
      expect(() => loadServerConfig({ ...production, [name]: value })).toThrow(ServerConfigError)
      expect(() => loadServerConfig({ ...production, [name]: value })).toThrow(
        new RegExp(`^${name}( \\(network income\\))? is shorter than 32 characters`),
      )
    },
  )

  test.each(secrets.map((variable) => [variable.name, variable.required]))(
    '%s missing: start-up stops naming it only when production needs it (%s)',
    (name, required) => {
      const { [name]: _, ...without } = production as Record<string, string>
      if (required === 'always')
        expect(() => loadServerConfig(without)).toThrow(new RegExp(`^${name} must be set in production`))
      else expect(() => loadServerConfig(without)).not.toThrow()
    },
  )

  test('good values start, and each is used as given', () => {
    const config = loadServerConfig({
      ...production,
      CMS_URL: 'http://cms.internal:3001',
      CMS_API_KEY: strong('CMS_API_KEY'),
      PREVIEW_SECRET: strong('PREVIEW_SECRET'),
      REVALIDATE_SECRET: strong('REVALIDATE_SECRET'),
      POSTBACK_TOKENS: `income=${strong('income')},awin=${strong('awin')}==`,
    })
    expect(config).toMatchObject({
      dataHashSecret: productionSecrets.DATA_HASH_SECRET,
      content: {
        source: { apiKey: strong('CMS_API_KEY') },
        previewSecret: strong('PREVIEW_SECRET'),
        revalidateSecret: strong('REVALIDATE_SECRET'),
      },
    })
    expect([...config.leads.postbackTokens]).toEqual([
      ['income', strong('income')],
      ['awin', `${strong('awin')}==`],
    ])
  })

  test('a developer machine keeps its default and its examples', () => {
    expect(loadServerConfig({ PREVIEW_SECRET: 'dev-preview' })).toMatchObject({
      content: { previewSecret: 'dev-preview' },
      dataHashSecret: 'local-data-hash-secret',
    })
  })

  test('names every refused secret at once, and repeats no secret in the message', () => {
    const refusal = () =>
      loadServerConfig({ NODE_ENV: 'production', PREVIEW_SECRET: 'dev-preview', POSTBACK_TOKENS: 'a=token' })
    expect(refusal).toThrow(/PREVIEW_SECRET .*; POSTBACK_TOKENS \(network a\) .*; DATA_HASH_SECRET must be set/)
    expect(() => loadServerConfig({ POSTBACK_TOKENS: 'net=token,' })).toThrow(
      /^POSTBACK_TOKENS must be network=secret pairs separated by commas$/,
    )
  })
})

describe("README's table of environment variables", () => {
  const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('### The server'), readme.indexOf('### The CMS'))
  const documented = [...section.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((match) => match[1])

  test('lists exactly the variables the server reads, once each', () => {
    expect(section.length).toBeGreaterThan(0)
    expect([...documented].sort()).toEqual([...serverVariableNames].sort())
  })
})

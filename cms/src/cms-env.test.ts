import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { secretVariablesOf } from '../../app/server/runtime/secrets.server.ts'
import { CmsConfigError, cmsVariableNames, firstAdminPassword, loadCmsConfig } from './cms-env.ts'

/** A secret as an operator makes one (the repository's examples are refused in production). */
const strong = (name: string) => `${name.toLowerCase()}-${'0123456789abcdef'.repeat(2)}`
const production = { NODE_ENV: 'production', PAYLOAD_SECRET: strong('PAYLOAD_SECRET') }
const secrets = secretVariablesOf('cms')

describe('the CMS configuration', () => {
  test('a developer machine: the local defaults, paths under the repository', () => {
    const repository = join(import.meta.dirname, '../..')
    const config = loadCmsConfig({})
    expect(config).toMatchObject({
      production: false,
      payloadSecret: 'local-payload-secret',
      admin: { email: 'admin@example.com', password: 'local-admin-password', apiKey: 'local-cms-api-key' },
      databasePath: join(repository, 'data', 'cms.sqlite'),
      mediaDir: join(repository, 'data', 'media'),
      contentDir: join(repository, 'content'),
      leadsDatabase: { sqlitePath: join(repository, 'data', 'leads-90.sqlite') },
      previewSecret: undefined,
    })
    expect(config.siteUrl(75)).toBe('http://localhost:3000')
  })

  test('follows what it is given', () => {
    const config = loadCmsConfig({
      CMS_DATABASE_PATH: '/srv/cms/cms.sqlite',
      SITE_URL: 'https://casino.example/',
      SITE_URL_75: 'https://finance.example',
      DATABASE_URL: 'postgres://cms@db/leads',
      CMS_ADMIN_EMAIL: 'ops@example.com',
    })
    expect(config).toMatchObject({
      mediaDir: '/srv/cms/media',
      leadsDatabase: { postgresUrl: 'postgres://cms@db/leads' },
      admin: { email: 'ops@example.com' },
    })
    expect([config.siteUrl(90), config.siteUrl(75)]).toEqual(['https://casino.example', 'https://finance.example'])
  })

  test.each([
    ['SITE_URL', 'casino.example', /^SITE_URL must be an http\(s\) URL$/],
    ['SITE_URL_75', 'ftp://x', /^SITE_URL_75 must be an http\(s\) URL$/],
    ['CMS_PORT', 'http', /^CMS_PORT must be a whole number/],
    ['CMS_ADMIN_EMAIL', 'admin', /^CMS_ADMIN_EMAIL must be an e-mail address/],
  ])('a malformed %s stops start-up naming it', (name, value, message) => {
    expect(() => loadCmsConfig({ [name]: value })).toThrow(CmsConfigError)
    expect(() => loadCmsConfig({ [name]: value })).toThrow(message)
  })
})

describe('production: NODE_ENV=production or a CMS_HOST other than loopback', () => {
  test.each([
    [{ NODE_ENV: 'production' }, true],
    [{ CMS_HOST: '0.0.0.0' }, true],
    [{ CMS_HOST: '10.0.0.5' }, true],
    [{ CMS_HOST: 'localhost' }, false],
    [{ CMS_HOST: '127.0.0.1' }, false],
    [{ CMS_HOST: '::1' }, false],
    // scripts/cms passes the operator's NODE_ENV on: `next start` sets NODE_ENV=production itself.
    [{ NODE_ENV: 'production', CMS_NODE_ENV: 'development' }, false],
    [{ NODE_ENV: 'production', CMS_NODE_ENV: 'development', CMS_HOST: '0.0.0.0' }, true],
    [{ CMS_NODE_ENV: 'production' }, true],
  ])('%o: production %s', (env, expected) => {
    expect(loadCmsConfig({ ...env, PAYLOAD_SECRET: strong('PAYLOAD_SECRET') }).production).toBe(expected)
    if (expected) expect(() => loadCmsConfig(env)).toThrow(/^PAYLOAD_SECRET must be set in production/)
    else expect(loadCmsConfig(env).payloadSecret).toBe('local-payload-secret')
  })
})

test('`next build` checks no secret: it signs and serves nothing, and a CI build has none', () => {
  expect(loadCmsConfig({ NODE_ENV: 'production', CMS_HOST: '0.0.0.0' }, true)).toMatchObject({
    production: false,
    payloadSecret: 'local-payload-secret',
  })
})

describe('secrets in production', () => {
  test.each(secrets.map((variable) => [variable.name]))('%s: an example value stops start-up naming it', (name) => {
    for (const example of ['local-payload-secret', 'local-admin-password', 'local-cms-api-key', 'dev-preview'])
      expect(() => loadCmsConfig({ ...production, [name]: example })).toThrow(
        new RegExp(`^${name} is an example value written in the repository`),
      )
  })

  test.each(secrets.map((variable) => [variable.name]))(
    '%s: a value shorter than 32 characters stops start-up naming it',
    (name) => {
      expect(() => loadCmsConfig({ ...production, [name]: strong(name).slice(0, 31) })).toThrow(
        new RegExp(`^${name} is shorter than 32 characters`),
      )
    },
  )

  test.each(secrets.map((variable) => [variable.name, variable.required]))(
    '%s missing: start-up stops naming it when production needs it (%s)',
    (name, required) => {
      const { [name]: _, ...without } = production as Record<string, string>
      if (required === 'always')
        expect(() => loadCmsConfig(without)).toThrow(new RegExp(`^${name} must be set in production`))
      else expect(() => loadCmsConfig(without)).not.toThrow()
    },
  )

  test('the first admin needs CMS_ADMIN_PASSWORD in production, and a developer machine has its default', () => {
    expect(() => firstAdminPassword(loadCmsConfig(production))).toThrow(
      /^CMS_ADMIN_PASSWORD must be set to create the first admin in production/,
    )
    expect(firstAdminPassword(loadCmsConfig({ ...production, CMS_ADMIN_PASSWORD: strong('password') }))).toBe(
      strong('password'),
    )
    expect(firstAdminPassword(loadCmsConfig({}))).toBe('local-admin-password')
  })

  test('good values start, used as given, with no development default filled in', () => {
    const config = loadCmsConfig({
      ...production,
      CMS_API_KEY: strong('CMS_API_KEY'),
      PREVIEW_SECRET: strong('PREVIEW_SECRET'),
      REVALIDATE_SECRET: strong('REVALIDATE_SECRET'),
    })
    expect(config).toMatchObject({
      production: true,
      payloadSecret: production.PAYLOAD_SECRET,
      admin: { password: undefined, apiKey: strong('CMS_API_KEY') },
      previewSecret: strong('PREVIEW_SECRET'),
      revalidateSecret: strong('REVALIDATE_SECRET'),
    })
  })
})

describe("README's table of the CMS's variables", () => {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('### The CMS'), readme.indexOf('### The tests and the benches'))
  const documented = [...section.matchAll(/^\| (`.+?) +\|/gm)].flatMap(([, cell = '']) =>
    [...cell.matchAll(/`([A-Z0-9_]+(?:<siteId>)?)`/g)].map(([, name]) => name),
  )

  test('lists exactly the variables the CMS reads, once each (SITE_URL_<siteId> for one per website)', () => {
    const read = cmsVariableNames.map((name) => name.replace(/_\d+$/, '_<siteId>'))
    expect(section.length).toBeGreaterThan(0)
    expect([...documented].sort()).toEqual([...new Set(read)].sort())
    expect(documented.length).toBe(new Set(documented).size)
  })
})

test('no module of the CMS but cms-env.ts reads process.env', async () => {
  const { readdirSync } = await import('node:fs')
  const files = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && file !== 'cms-env.ts',
  )
  const readers = files.filter((file) => readFileSync(join(import.meta.dirname, file), 'utf8').includes('process.env'))
  expect(readers).toEqual([])
})

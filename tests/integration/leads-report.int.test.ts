// The operator's report on both leads databases: the real tables (made by the migrations), rows on
// chosen instants around the range's edges, and every figure worked out by hand; then `npm run
// report` itself, pointed at the database the way the site is (DATABASE_URL or LEADS_DB_PATH).
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  buildReport,
  type ReportScope,
  reportCounts,
  reportOptionsSchema,
  reportRows,
} from '../../app/server/leads/report.server.ts'
import type { LeadsDatabase } from '../../app/server/leads/store/leads-database.server.ts'
import { freePort } from '../support/free-port.ts'
import { freshLeadsDatabase, leadsStoreKinds, type TestLeadsDatabase } from '../support/leads-stores.ts'
import { startSite } from '../support/site-process.ts'

const run = promisify(execFile)

/** npm run report with these arguments and environment (DATABASE_URL and LEADS_DB_PATH only as given). */
const report = (args: string[], env: Record<string, string>) => {
  const { DATABASE_URL: _url, LEADS_DB_PATH: _path, ...inherited } = process.env
  return run(process.execPath, ['scripts/report.ts', ...args], { env: { ...inherited, ...env } })
}

const impressions = [
  // id, channel, subId, created at
  ['i1', 'google-ads', 'abc', '2026-11-20T00:00:00.000Z'],
  ['i2', 'google-ads', 'abc', '2026-11-20T10:00:00.000Z'],
  ['i3', 'google-ads', 'def', '2026-11-21T10:00:00.000Z'],
  ['i4', 'direct', 'z', '2026-11-21T10:00:00.000Z'],
  ['i5', 'meta', 'abc', '2026-11-22T23:59:59.999Z'],
  // Outside the range asked for below, by a millisecond on either side.
  ['i0', 'google-ads', 'abc', '2026-11-19T23:59:59.999Z'],
  ['i6', 'google-ads', 'abc', '2026-11-23T00:00:00.000Z'],
] as const

const clicks = [
  // impression, product, created at
  ['i1', 'mega-casino', '2026-11-20T10:01:00.000Z'],
  ['i1', 'spin-palace', '2026-11-20T10:02:00.000Z'],
  ['i3', 'mega-casino', '2026-11-21T11:00:00.000Z'],
  [null, 'mega-casino', '2026-11-22T09:00:00.000Z'],
  ['i6', 'mega-casino', '2026-11-23T10:00:00.000Z'],
] as const

const views = [
  ['i1', 'mega-casino', '2026-11-20T10:00:30.000Z'],
  ['i2', 'mega-casino', '2026-11-20T10:00:30.000Z'],
  ['i3', 'mega-casino', '2026-11-21T10:00:30.000Z'],
  ['i1', 'spin-palace', '2026-11-20T10:00:31.000Z'],
  ['i0', 'spin-palace', '2026-11-19T23:59:59.999Z'],
] as const

const signups = [
  ['i2', '2026-11-20T12:00:00.000Z'],
  ['i5', '2026-11-22T12:00:00.000Z'],
  [null, '2026-11-22T13:00:00.000Z'],
] as const

async function fill(database: LeadsDatabase): Promise<void> {
  const q = database.query
  await database.run([
    q.insertInto('impressions').values(
      impressions.map(([id, channel, subId, createdAt]) => ({
        id,
        unique_user_id: 'u',
        channel_id: 1,
        channel_name: channel,
        locale: 'de-DE',
        sub_id: subId,
        tracking_data: '{}',
        device: '{}',
        created_at: createdAt,
      })),
    ),
    q.insertInto('clicks').values(
      clicks.map(([impression, product, createdAt]) => ({
        impression_id: impression,
        product_id: product,
        target_url: 'https://x.example/',
        created_at: createdAt,
      })),
    ),
    q.insertInto('user_events').values(
      views.map(([impression, product, createdAt]) => ({
        impression_id: impression,
        partition_key: 'productView',
        product_id: product,
        position: 1,
        created_at: createdAt,
      })),
    ),
    // A product list is no view: the report by product does not count it.
    q.insertInto('user_events').values({
      impression_id: 'i4',
      partition_key: 'initialProductList',
      product_id: 'spin-palace',
      position: 2,
      created_at: '2026-11-21T10:00:01.000Z',
    }),
    q.insertInto('signups').values(
      signups.map(([impression, createdAt]) => ({
        site_id: 75,
        locale: 'de-DE',
        name: 'n',
        email: 'e@x.de',
        phone: '+49151',
        impression_id: impression,
        consent_to_contact: 1,
        created_at: createdAt,
      })),
    ),
  ])
}

const range = { from: '2026-11-20', to: '2026-11-22' }

describe.each(leadsStoreKinds)('the report on %s', (kind) => {
  let testDb: TestLeadsDatabase
  let database: LeadsDatabase

  beforeAll(async () => {
    testDb = await freshLeadsDatabase(kind)
    database = testDb.open()
    await fill(database)
  })

  afterAll(async () => {
    await database.close()
    await testDb.drop()
  })

  /** The figures partners post back, none here (tests/integration/postbacks.int.test.ts has them). */
  const noConversions = (row: { clickOuts: number }) => ({
    ...row,
    conversions: 0,
    revenue: {},
    ...(row.clickOuts > 0 && { clickConversionRate: 0, earningsPerClick: {} }),
  })
  const rows = async (by: 'day' | 'channel' | 'subId' | 'product') =>
    reportRows(await reportCounts(database, by, range))
  const figures = async (by: 'channel' | 'subId') =>
    (await rows(by)).map((row) => [row.key, row.impressions, row.clickOuts, row.signups])

  test('by day: each fact on the day it happened, the range inclusive to the millisecond', async () => {
    expect(await rows('day')).toEqual(
      [
        { key: '2026-11-20', impressions: 2, clickOuts: 2, signups: 1, clickThroughRate: 1, conversionRate: 0.5 },
        { key: '2026-11-21', impressions: 2, clickOuts: 1, signups: 0, clickThroughRate: 0.5, conversionRate: 0 },
        { key: '2026-11-22', impressions: 1, clickOuts: 1, signups: 2, clickThroughRate: 1, conversionRate: 2 },
        { key: 'total', impressions: 5, clickOuts: 4, signups: 3, clickThroughRate: 0.8, conversionRate: 0.6 },
      ].map(noConversions),
    )
  })

  test('by channel and subId: attributed through the impression, the rest unattributed', async () => {
    expect(await figures('channel')).toEqual([
      ['direct', 1, 0, 0],
      ['google-ads', 3, 3, 1],
      ['meta', 1, 0, 1],
      ['unattributed', 0, 1, 1],
      ['total', 5, 4, 3],
    ])
    expect(await figures('subId')).toEqual([
      ['abc', 3, 2, 2],
      ['def', 1, 1, 0],
      ['unattributed', 0, 1, 1],
      ['z', 1, 0, 0],
      ['total', 5, 4, 3],
    ])
  })

  test('by product: impressions that viewed it and its click-outs; signups do not apply', async () => {
    expect(await rows('product')).toEqual(
      [
        { key: 'mega-casino', impressions: 3, clickOuts: 3, clickThroughRate: 1 },
        { key: 'spin-palace', impressions: 1, clickOuts: 1, clickThroughRate: 1 },
        { key: 'total', impressions: 4, clickOuts: 4, clickThroughRate: 1 },
      ].map(noConversions),
    )
  })

  test('by hour, week, campaign, device and country; narrowed to a product and page; crawlers in on request', async () => {
    // A week of its own (Monday 2026-11-30 to Monday 2026-12-07), apart from the range above.
    const week = { from: '2026-12-01', to: '2026-12-07' }
    const visits = [
      // id, screen, channel, locale, created at, bot
      ['d1', '390x844', 'meta', 'de-AT', '2026-12-01T08:15:00.000Z', 0],
      ['d2', '820x1180', 'meta', 'de-DE', '2026-12-01T08:45:00.000Z', 0],
      ['d3', '1920x1080', 'google-ads', 'de-DE', '2026-12-07T10:00:00.000Z', 0],
      ['d4', '1920x1080', 'google-ads', 'de-DE', '2026-12-01T09:00:00.000Z', 1],
    ] as const
    const clickOuts = [
      // impression, product, page, position, created at, bot
      ['d1', 'mega-casino', '/', 1, '2026-12-01T08:20:00.000Z', 0],
      ['d3', 'mega-casino', '/bonus/', 2, '2026-12-07T10:05:00.000Z', 0],
      ['d3', 'spin-palace', '/', 1, '2026-12-07T10:06:00.000Z', 0],
      ['d4', 'mega-casino', '/', 1, '2026-12-01T09:01:00.000Z', 1],
    ] as const
    const q = database.query
    await database.run([
      q.insertInto('impressions').values(
        visits.map(([id, resolution, channel, locale, createdAt, bot]) => ({
          id,
          unique_user_id: 'u',
          channel_id: 1,
          channel_name: channel,
          locale,
          sub_id: 'spring',
          tracking_data: '{}',
          device: JSON.stringify({ timezoneOffset: -60, resolution, language: 'de' }),
          created_at: createdAt,
          bot,
        })),
      ),
      q.insertInto('clicks').values(
        clickOuts.map(([impression, product, page, position, createdAt, bot]) => ({
          impression_id: impression,
          product_id: product,
          page,
          position,
          target_url: 'https://x.example/',
          created_at: createdAt,
          bot,
        })),
      ),
    ])
    const counts = async (by: Parameters<typeof reportCounts>[1], scope: Partial<ReportScope> = {}) =>
      reportRows(await reportCounts(database, by, { ...week, ...scope })).map((row) => [
        row.key,
        row.impressions,
        row.clickOuts,
      ])
    expect(await counts('hour')).toEqual([
      ['2026-12-01T08', 2, 1],
      ['2026-12-07T10', 1, 2],
      ['total', 3, 3],
    ])
    expect(await counts('week')).toEqual([
      ['2026-11-30', 2, 1],
      ['2026-12-07', 1, 2],
      ['total', 3, 3],
    ])
    expect(await counts('campaign')).toEqual([
      ['google-ads / spring', 1, 2],
      ['meta / spring', 2, 1],
      ['total', 3, 3],
    ])
    expect(await counts('device')).toEqual([
      ['desktop', 1, 2],
      ['mobile', 1, 1],
      ['tablet', 1, 0],
      ['total', 3, 3],
    ])
    expect(await counts('country')).toEqual([
      ['AT', 1, 1],
      ['DE', 2, 2],
      ['total', 3, 3],
    ])
    // The drill-down: a casino's pages, then a page's positions.
    expect(await counts('page', { product: 'mega-casino' })).toEqual([
      ['/', undefined, 1],
      ['/bonus/', undefined, 1],
      ['total', undefined, 2],
    ])
    expect(await counts('position', { product: 'mega-casino', page: '/' })).toEqual([
      ['1', undefined, 1],
      ['total', undefined, 1],
    ])
    expect(await counts('day', { from: '2026-12-01', to: '2026-12-01', bots: true })).toEqual([
      ['2026-12-01', 3, 2],
      ['total', 3, 2],
    ])
  })

  test('a range with nothing in it is a total of zeros', async () => {
    expect(await reportCounts(database, 'day', { from: '2026-10-01', to: '2026-10-31' })).toEqual([])
  })

  test('npm run report reads the database the site is configured with', async () => {
    const env: Record<string, string> =
      'postgresUrl' in testDb.target
        ? { DATABASE_URL: testDb.target.postgresUrl }
        : { LEADS_DB_PATH: testDb.target.sqlitePath }
    const args = ['--by', 'subId', '--from', range.from, '--to', range.to, '--format', 'table']
    const { stdout } = await report(args, env)
    const expected = await buildReport(database, reportOptionsSchema.parse({ ...range, by: 'subId' }))
    expect(stdout).toBe(`${expected}\n`)
    expect(stdout).toContain('unattributed')
  })
})

describe('the CSV carries data, never formulas', () => {
  test("a visitor's subId that a spreadsheet would run is a text cell in npm run report's CSV", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-csv-'))
    const sqlitePath = join(dir, 'leads.sqlite')
    const site = await startSite({ LEADS_DB_PATH: sqlitePath })
    try {
      // A campaign link's subId, as a visitor's browser sends it: the impression, then the click-out.
      const browser = {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
      }
      const impression = await fetch(`${site.url}/api/impression`, {
        method: 'POST',
        headers: { ...browser, 'content-type': 'application/json' },
        body: JSON.stringify({
          device: { memory: 8, timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
          trackingData: { subId: '=1+2' },
          locale: 'de-DE',
        }),
      })
      expect(impression.status).toBe(200)
      const {
        impression: { id: impressionId },
      } = (await impression.json()) as { impression: { id: string } }
      const click = await fetch(`${site.url}/go/nordlicht-casino/?subid==1+2&imp=${impressionId}`, {
        headers: browser,
        redirect: 'manual',
      })
      expect(click.status).toBe(302)
      const { stdout } = await report(['--by', 'subId', '--format', 'csv'], { LEADS_DB_PATH: sqlitePath })
      const lines = stdout.trim().split('\n')
      expect(lines[1]).toBe("'=1+2,1,1,1,0,0,0,0")
      expect(lines.some((line) => line.startsWith('='))).toBe(false)
    } finally {
      site.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('npm run report refuses what it cannot read', () => {
  const failure = (args: string[], env: Record<string, string>) =>
    report(args, env).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    )

  test('a PostgreSQL server that does not answer: exit 1 naming DATABASE_URL', async () => {
    const port = await freePort()
    const { code, stderr } = await failure([], { DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/leads` })
    expect(code).toBe(1)
    expect(stderr).toContain('Cannot read the leads database (DATABASE_URL)')
  })

  test('a SQLite file that does not exist: exit 1, and no file made', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-'))
    const path = join(dir, 'leads.sqlite')
    try {
      const { code, stderr } = await failure([], { LEADS_DB_PATH: path })
      expect(code).toBe(1)
      expect(stderr).toContain(`No leads database at ${path}`)
      expect(existsSync(path)).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('a DATABASE_URL that is no postgres:// URL, and bad options: exit 2 with the usage', async () => {
    expect((await failure([], { DATABASE_URL: 'mysql://x' })).code).toBe(2)
    const badRange = await failure(['--from', '2026-11-22', '--to', '2026-11-20'], { LEADS_DB_PATH: '/x' })
    expect(badRange).toEqual({ code: 2, stderr: expect.stringContaining('--from: from is after to') })
  })
})

describe('npm run report warns of an old copy of the GGL whitelist', () => {
  /** The report over an empty leads database, with content/ whose whitelist was taken on listedOn. */
  async function reportWithWhitelistOf(listedOn: string) {
    const dir = mkdtempSync(join(tmpdir(), 'report-ggl-'))
    try {
      cpSync('content/90', join(dir, 'content', '90'), { recursive: true })
      const path = join(dir, 'content', '90', 'de-DE', 'ggl-whitelist.json')
      const entries = JSON.parse(readFileSync(path, 'utf8')) as { listedOn: string }[]
      writeFileSync(path, JSON.stringify(entries.map((entry) => ({ ...entry, listedOn }))))
      writeFileSync(join(dir, 'leads.sqlite'), '')
      const env = { SITE_ID: '90', CONTENT_DIR: join(dir, 'content'), CONTENT_DB_PATH: join(dir, 'content.sqlite') }
      return await report(['--db', join(dir, 'leads.sqlite')], env)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

  test('older than 31 days: a warning naming its age and how to take the list in; the report stands', async () => {
    const { stdout, stderr } = await reportWithWhitelistOf(daysAgo(40))
    expect(stdout).toContain('total')
    expect(stderr).toContain(`Warning: The GGL whitelist of de-DE is 40 days old (list of ${daysAgo(40)})`)
    expect(stderr).toContain('npm run ggl:import')
  })

  test('31 days or younger: no warning', async () => {
    expect((await reportWithWhitelistOf(daysAgo(31))).stderr).not.toContain('GGL whitelist')
  })
})

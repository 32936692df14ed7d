// The report's numbers on a leads database this test fills: the real tables (created by the stores),
// rows on chosen days, and every figure worked out by hand.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LeadsStore } from './leads-store.server.ts'
import { buildReport, reportOptionsSchema, reportRows, sqliteReportSource } from './report.server.ts'
import { openLeadsDatabase } from './store/open-leads-database.server.ts'

let dir: string
let db: DatabaseSync

const impressions = [
  // id, channel, subId, day
  ['i1', 'google-ads', 'abc', '2026-11-20'],
  ['i2', 'google-ads', 'abc', '2026-11-20'],
  ['i3', 'google-ads', 'def', '2026-11-21'],
  ['i4', 'direct', 'z', '2026-11-21'],
  ['i5', 'meta', 'abc', '2026-11-22'],
  // Outside the range asked for below.
  ['i6', 'google-ads', 'abc', '2026-11-25'],
] as const

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'report-'))
  const path = join(dir, 'leads.sqlite')
  // The real tables: the leads database's migrations run before its first query.
  const leads = openLeadsDatabase({ sqlitePath: path })
  await new LeadsStore(leads).findImpression('none')
  await leads.close()
  db = new DatabaseSync(path)
  const impression = db.prepare(
    `INSERT INTO impressions (id, unique_user_id, channel_id, channel_name, locale, sub_id, tracking_data, device, created_at)
     VALUES (?, 'u', 1, ?, 'de-DE', ?, '{}', '{}', ?)`,
  )
  for (const [id, channel, subId, day] of impressions) impression.run(id, channel, subId, `${day}T10:00:00.000Z`)
  const click = db.prepare(
    "INSERT INTO clicks (impression_id, product_id, target_url, created_at) VALUES (?, ?, 'https://x.example/', ?)",
  )
  click.run('i1', 'mega-casino', '2026-11-20T10:01:00.000Z')
  click.run('i1', 'spin-palace', '2026-11-20T10:02:00.000Z')
  click.run('i3', 'mega-casino', '2026-11-21T11:00:00.000Z')
  click.run(null, 'mega-casino', '2026-11-22T09:00:00.000Z')
  click.run('i6', 'mega-casino', '2026-11-25T10:00:00.000Z')
  const view = db.prepare(
    "INSERT INTO user_events (impression_id, partition_key, product_id, position, created_at) VALUES (?, 'productView', ?, 1, ?)",
  )
  for (const id of ['i1', 'i2', 'i3']) view.run(id, 'mega-casino', '2026-11-20T10:00:30.000Z')
  view.run('i1', 'spin-palace', '2026-11-20T10:00:31.000Z')
  const signup = db.prepare(
    `INSERT INTO signups (site_id, locale, name, email, phone, impression_id, consent_to_contact, created_at)
     VALUES (75, 'de-DE', 'n', 'e@x.de', '+49151', ?, 1, ?)`,
  )
  signup.run('i2', '2026-11-20T12:00:00.000Z')
  signup.run('i5', '2026-11-22T12:00:00.000Z')
  signup.run(null, '2026-11-22T13:00:00.000Z')
})

afterAll(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const range = { from: '2026-11-20', to: '2026-11-22' }
const rows = (by: 'day' | 'channel' | 'subId' | 'product') => reportRows(sqliteReportSource(db).counts(by, range))

describe('the report counts what the leads store holds in the range', () => {
  test('by day: each fact on the day it happened', () => {
    expect(rows('day')).toEqual([
      { key: '2026-11-20', impressions: 2, clickOuts: 2, signups: 1, clickThroughRate: 1, conversionRate: 0.5 },
      { key: '2026-11-21', impressions: 2, clickOuts: 1, signups: 0, clickThroughRate: 0.5, conversionRate: 0 },
      { key: '2026-11-22', impressions: 1, clickOuts: 1, signups: 2, clickThroughRate: 1, conversionRate: 2 },
      { key: 'total', impressions: 5, clickOuts: 4, signups: 3, clickThroughRate: 0.8, conversionRate: 0.6 },
    ])
  })

  test('by channel and subId: attributed through the impression, the rest unattributed', () => {
    expect(rows('channel').map((row) => [row.key, row.impressions, row.clickOuts, row.signups])).toEqual([
      ['direct', 1, 0, 0],
      ['google-ads', 3, 3, 1],
      ['meta', 1, 0, 1],
      ['unattributed', 0, 1, 1],
      ['total', 5, 4, 3],
    ])
    expect(rows('subId').map((row) => [row.key, row.impressions, row.clickOuts, row.signups])).toEqual([
      ['abc', 3, 2, 2],
      ['def', 1, 1, 0],
      ['unattributed', 0, 1, 1],
      ['z', 1, 0, 0],
      ['total', 5, 4, 3],
    ])
    expect(rows('channel').find((row) => row.key === 'unattributed')?.clickThroughRate).toBeUndefined()
  })

  test('by product: impressions that viewed it and its click-outs; signups do not apply', () => {
    expect(rows('product')).toEqual([
      { key: 'mega-casino', impressions: 3, clickOuts: 3, clickThroughRate: 1 },
      { key: 'spin-palace', impressions: 1, clickOuts: 1, clickThroughRate: 1 },
      { key: 'total', impressions: 4, clickOuts: 4, clickThroughRate: 1 },
    ])
  })
})

test('a file without signups, or from before signups kept their impression, still reports', () => {
  const old = new DatabaseSync(':memory:')
  old.exec('CREATE TABLE impressions (id TEXT, channel_name TEXT, sub_id TEXT, created_at TEXT)')
  old.exec('CREATE TABLE clicks (impression_id TEXT, product_id TEXT, created_at TEXT)')
  old.exec("INSERT INTO impressions VALUES ('i1', 'meta', 'abc', '2026-11-20T10:00:00Z')")
  expect(reportRows(sqliteReportSource(old).counts('channel', range)).map((row) => row.signups)).toEqual([0, 0])
  old.exec('CREATE TABLE signups (id INTEGER, created_at TEXT)')
  old.exec("INSERT INTO signups VALUES (1, '2026-11-21T10:00:00Z')")
  expect(reportRows(sqliteReportSource(old).counts('channel', range))).toEqual([
    { key: 'meta', impressions: 1, clickOuts: 0, signups: 0, clickThroughRate: 0, conversionRate: 0 },
    { key: 'unattributed', impressions: 0, clickOuts: 0, signups: 1 },
    { key: 'total', impressions: 1, clickOuts: 0, signups: 1, clickThroughRate: 0, conversionRate: 1 },
  ])
  old.close()
})

describe('formats', () => {
  const report = (format: string, by = 'day') =>
    buildReport(sqliteReportSource(db), reportOptionsSchema.parse({ ...range, by, format }))

  test('table', () => {
    expect(report('table').split('\n')).toEqual([
      'day         impressions  click-outs      CTR  signups  conversion rate',
      '----------  -----------  ----------  -------  -------  ---------------',
      '2026-11-20            2           2  100.0 %        1           50.0 %',
      '2026-11-21            2           1   50.0 %        0            0.0 %',
      '2026-11-22            1           1  100.0 %        2          200.0 %',
      'total                 5           4   80.0 %        3           60.0 %',
    ])
  })

  test('csv and json', () => {
    expect(report('csv', 'subId').split('\n').slice(0, 2)).toEqual([
      'subId,impressions,click_outs,click_through_rate,signups,conversion_rate',
      'abc,3,2,0.6666666666666666,2,0.6666666666666666',
    ])
    expect(JSON.parse(report('json', 'product'))[0]).toEqual({
      product: 'mega-casino',
      impressions: 3,
      clickOuts: 3,
      clickThroughRate: 1,
    })
  })

  test('refuses a range that ends before it starts, and an unknown dimension', () => {
    expect(reportOptionsSchema.safeParse({ from: '2026-11-22', to: '2026-11-20' }).success).toBe(false)
    expect(reportOptionsSchema.safeParse({ ...range, by: 'country' }).success).toBe(false)
  })
})

// The figures' rollup (store/hourly-counts.server.ts, decision 091) on both leads databases: facts
// written through the stores the site writes with, at instants on the edges of hours, days
// (UTC), weeks and months and of the folded span; then every answer of the report and the cockpit
// (by time and by product, with and without crawlers, narrowed to a product; the other dimensions
// once) equal to the same answer counted from the facts alone: before any fold, after a fold that
// leaves the latest hours raw, and after facts older than the rollup arrive and a second fold takes
// them in. PostgreSQL runs in a session time zone half an hour off UTC, where a fold that truncated
// to the session's hours would count the wrong ones.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { periodFigures } from '../../app/server/leads/cockpit.server.ts'
import { LeadsStore } from '../../app/server/leads/leads-store.server.ts'
import {
  type DateRange,
  type ReportDimension,
  type ReportScope,
  reportCounts,
  reportDimensions,
} from '../../app/server/leads/report.server.ts'
import { signupStoreOf } from '../../app/server/leads/signups/signup-store.server.ts'
import { foldClosedHours, foldedSpan, foldStatements } from '../../app/server/leads/store/hourly-counts.server.ts'
import type { LeadsDatabase } from '../../app/server/leads/store/leads-database.server.ts'
import { openLeadsDatabase } from '../../app/server/leads/store/open-leads-database.server.ts'
import { freshLeadsDatabase, leadsStoreKinds, type TestLeadsDatabase } from '../support/leads-stores.ts'

const products = ['mega-casino', 'spin-palace', 'nordlicht-casino'] as const
const pages = ['/', '/online-casinos-mit-paypal/'] as const
const channels = [
  { id: 1, name: 'google-ads' },
  { id: 2, name: 'direct' },
] as const

/** The instants facts are written at: each side of the hours, days, weeks and months the figures cut at. */
const firstInstants = [
  '2026-11-10T12:00:00.000Z',
  '2026-11-16T23:59:59.999Z',
  '2026-11-17T00:00:00.000Z',
  // The folded span begins at 23:00 on the 17th: the migration ran at midnight.
  '2026-11-17T22:59:59.999Z',
  '2026-11-17T23:00:00.000Z',
  '2026-11-17T23:30:00.000Z',
  // Sunday's last instant and Monday's first: a week ends between them.
  '2026-11-22T23:59:59.999Z',
  '2026-11-23T00:00:00.000Z',
  '2026-11-23T00:00:00.001Z',
  // The first fold below reaches 10:00 on the 25th.
  '2026-11-25T09:59:59.999Z',
  '2026-11-25T10:00:00.000Z',
  '2026-11-25T10:04:00.000Z',
  '2026-11-30T23:59:59.999Z',
  '2026-12-01T00:00:00.000Z',
  '2026-12-02T12:00:00.000Z',
]
/** Written after the first fold: one in a hour not yet folded, one older than the folded span. */
const laterInstants = ['2026-11-26T08:00:00.000Z', '2026-11-01T06:00:00.000Z']

const ranges: DateRange[] = [
  { from: '2026-11-17', to: '2026-11-17' },
  { from: '2026-11-22', to: '2026-11-23' },
  { from: '2026-11-25', to: '2026-11-25' },
  { from: '2026-11-01', to: '2026-11-30' },
  { from: '2026-11-03', to: '2026-12-02' },
  { from: '2026-12-01', to: '2026-12-03' },
  { from: '2026-10-01', to: '2026-12-31' },
]

const rolledUpDimensions: ReportDimension[] = ['hour', 'day', 'week', 'product']
const scopes: Array<Omit<ReportScope, 'from' | 'to'>> = [
  {},
  { bots: true },
  { product: 'mega-casino' },
  { product: 'spin-palace', bots: true },
]

/** Writes one visit's facts at `at` through the stores: its impression, product views, click-outs, a signup and a postback. */
async function writeVisit(database: LeadsDatabase, at: string, visit: number): Promise<void> {
  const store = new LeadsStore(database)
  vi.setSystemTime(new Date(at))
  const id = `visit-${visit}`
  const bot = visit % 4 === 3
  await store.insertImpression({
    id,
    uniqueUserId: `user-${visit}`,
    channel: channels[visit % 2] ?? channels[0],
    locale: visit % 3 === 0 ? 'de-AT' : 'de-DE',
    subId: `sub-${visit % 3}`,
    trackingData: '{}',
    device: JSON.stringify({ resolution: visit % 2 ? '1920x1080' : '390x844' }),
    bot,
  })
  const shown = [products[visit % 3], products[(visit + 1) % 3]].map((productId, position) => ({
    productId: productId ?? 'mega-casino',
    position: position + 1,
  }))
  await store.insertUserEvents(id, 'productView', shown, bot)
  // The browser reports the first view again: it counts once.
  await store.insertUserEvents(id, 'productView', shown.slice(0, 1), bot)
  for (const [index, { productId, position }] of shown.entries()) {
    if (index === 1 && visit % 2 === 0) continue
    await store.insertClick({
      clickId: `click-${visit}-${index}`,
      impressionId: id,
      productId,
      network: 'income',
      subId: `sub-${visit % 3}`,
      page: pages[visit % 2],
      position,
      targetUrl: 'https://casino.example/',
      bot,
    })
  }
  if (visit % 3 !== 2)
    await signupStoreOf(database).save({
      siteId: 75,
      locale: 'de-DE',
      name: 'Erika Mustermann',
      email: `erika-${visit}@example.com`,
      phone: '+4915123456789',
      impressionId: id,
      createdAt: new Date(at),
    })
  if (visit % 2 === 1)
    await store.recordConversion({
      network: 'income',
      txid: `tx-${visit}`,
      clickId: `click-${visit}-0`,
      event: 'first_deposit',
      payout: 120.5,
      currency: 'EUR',
    })
}

describe.each(leadsStoreKinds)('the figures from the rollup equal the facts counted on %s', (kind) => {
  let testDb: TestLeadsDatabase
  let database: LeadsDatabase

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // Migrated at midnight: the backfill folds the hours closed by then (none: no facts yet).
    vi.setSystemTime(new Date('2026-11-18T00:00:00.000Z'))
    testDb = await freshLeadsDatabase(kind)
    database =
      kind === 'postgres' && 'postgresUrl' in testDb.target
        ? openLeadsDatabase({ postgresUrl: `${testDb.target.postgresUrl}?options=-c%20TimeZone%3DAsia%2FKolkata` })
        : testDb.open()
    await database.prepared()
    let visit = 0
    for (const at of firstInstants) await writeVisit(database, at, visit++)
  })

  afterAll(async () => {
    vi.useRealTimers()
    await database.close()
    await testDb.drop()
  })

  /** Every answer the rollup gives, beside the same answer from the facts alone. */
  async function answers() {
    const asked = ranges.flatMap((range) => [
      ...rolledUpDimensions.flatMap((by) => scopes.map((scope) => ({ by, scope: { ...range, ...scope } }))),
      // The rest read the facts whatever the rollup holds; asked once to see they still do.
      ...reportDimensions
        .filter((by) => !rolledUpDimensions.includes(by))
        .map((by) => ({ by, scope: { ...range } as ReportScope })),
    ])
    // One at a time: the pool of a process has a few connections, and a request waits briefly for one.
    const rows = []
    for (const { by, scope } of asked) {
      const [rolledUp, counted] = await Promise.all([
        reportCounts(database, by, scope),
        reportCounts(database, by, scope, null),
      ])
      rows.push({ asked: `${by} ${JSON.stringify(scope)}`, rolledUp, counted })
    }
    const sorted = (counts: Array<{ key: string }>) => [...counts].sort((a, b) => a.key.localeCompare(b.key))
    return {
      rolledUp: rows.map((row) => ({ asked: row.asked, counts: sorted(row.rolledUp) })),
      counted: rows.map((row) => ({ asked: row.asked, counts: sorted(row.counted) })),
    }
  }

  test('before any fold, everything is read from the facts, and they agree', async () => {
    expect(await foldedSpan(database)).toEqual({ start: '2026-11-17T23:00:00.000Z', end: '2026-11-17T23:00:00.000Z' })
    const { rolledUp, counted } = await answers()
    expect(rolledUp).toEqual(counted)
  })

  test('a fold takes in the closed hours and the facts before the span; the open hours stay raw; every answer agrees', async () => {
    await foldClosedHours(database, new Date('2026-11-25T10:07:00.000Z'))
    expect(await foldedSpan(database)).toEqual({ start: '2026-11-10T12:00:00.000Z', end: '2026-11-25T10:00:00.000Z' })
    const [folded] = await database.all(
      database.query.selectFrom('hourly_counts').select((eb) => eb.fn.sum<string>('count').as('count')),
    )
    // Ten visits before 10:00 on the 25th, each at least an impression, two product views and a click-out.
    expect(Number(folded?.count)).toBeGreaterThanOrEqual(10 * 4)
    const { rolledUp, counted } = await answers()
    expect(rolledUp).toEqual(counted)
    // Not empty answers that agree: the month's figures.
    const [month] = counted.filter(({ asked }) => asked.startsWith('day {"from":"2026-11-01","to":"2026-11-30"}'))
    expect(month?.counts.length).toBeGreaterThan(5)
  })

  test('facts older than the rollup and in hours not yet folded count raw, then folded; the answers agree throughout', async () => {
    let visit = 100
    for (const at of laterInstants) await writeVisit(database, at, visit++)
    const before = await answers()
    expect(before.rolledUp).toEqual(before.counted)
    const readByAnother = await foldedSpan(database)
    await foldClosedHours(database, new Date('2026-12-03T00:10:00.000Z'))
    expect(await foldedSpan(database)).toEqual({ start: '2026-11-01T06:00:00.000Z', end: '2026-12-03T00:00:00.000Z' })
    // Another process read the span before this fold and folds after it: it finds nothing to do.
    const folded = async () =>
      database.all(
        database.query.selectFrom('hourly_counts').selectAll().orderBy(['hour', 'fact', 'bot', 'product_id']),
      )
    const once = await folded()
    await database.run(foldStatements(database, readByAnother ?? { start: '', end: '' }, '2026-12-03T00:00:00.000Z'))
    expect(await folded()).toEqual(once)
    await foldClosedHours(database, new Date('2026-12-03T00:11:00.000Z'))
    expect(await folded()).toEqual(once)
    // A visit in the open hour, after the fold.
    await writeVisit(database, '2026-12-03T00:30:00.000Z', visit++)
    const after = await answers()
    expect(after.rolledUp).toEqual(after.counted)
    expect(after.rolledUp).not.toEqual(before.rolledUp)
  })

  test("a conversion keeps its click-out's product, which the figures by product read instead of the click", async () => {
    const rows = await database.all(
      database.query
        .selectFrom('conversions as cv')
        .innerJoin('clicks as c', 'c.click_id', 'cv.click_id')
        .select(['cv.product_id as kept', 'c.product_id as clicked']),
    )
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.filter(({ kept, clicked }) => kept !== clicked)).toEqual([])
    // Narrowed to a page, the click-outs are read: the same conversions, summed over the pages.
    const scope = { from: '2026-11-01', to: '2026-12-03', product: 'mega-casino' }
    const whole = await reportCounts(database, 'product', scope)
    const byPage = await Promise.all(pages.map((page) => reportCounts(database, 'product', { ...scope, page })))
    const conversions = (counts: Array<{ conversions?: number }>) =>
      counts.reduce((total, row) => total + (row.conversions ?? 0), 0)
    expect(conversions(whole)).toBeGreaterThan(0)
    expect(conversions(whole)).toBe(byPage.map(conversions).reduce((a, b) => a + b, 0))
  })

  test("the cockpit's tiles and chart, the period and the one before, from the rollup", async () => {
    const scope = { from: '2026-11-17', to: '2026-12-03' }
    for (const interval of ['hour', 'day', 'week'] as const) {
      const figures = await periodFigures(database, scope, interval)
      expect(figures.total.impressions).toBeGreaterThan(0)
      const raw = await reportCounts(database, interval, scope, null)
      const sum = (pick: (row: { impressions?: number; clickOuts: number; signups?: number }) => number | undefined) =>
        raw.reduce((total, row) => total + (pick(row) ?? 0), 0)
      expect([figures.total.impressions, figures.total.clickOuts, figures.total.signups]).toEqual([
        sum((row) => row.impressions),
        sum((row) => row.clickOuts),
        sum((row) => row.signups),
      ])
    }
  })
})

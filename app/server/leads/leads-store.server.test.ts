import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { LeadsStore } from './leads-store.server.ts'
import type { LeadsDatabase } from './store/leads-database.server.ts'
import { migrations } from './store/leads-migrations.server.ts'
import { openLeadsDatabase } from './store/open-leads-database.server.ts'

const opened: LeadsDatabase[] = []
const openDatabase = (sqlitePath: string) => {
  const database = openLeadsDatabase({ sqlitePath })
  opened.push(database)
  return database
}
const open = (sqlitePath: string) => new LeadsStore(openDatabase(sqlitePath))
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close()
})

test('a batch of events is written all or nothing', async () => {
  const store = open(':memory:')
  await store.insertImpression({
    id: 'i-1',
    uniqueUserId: 'u-1',
    channel: { id: 1, name: 'direct' },
    locale: 'de-DE',
    subId: 'z',
    trackingData: '{}',
    device: '{}',
    bot: false,
  })
  // The second row breaks a NOT NULL constraint after the first was inserted.
  const broken = [
    { productId: 'a', position: 1 },
    { productId: null as unknown as string, position: 2 },
  ]
  await expect(store.insertUserEvents('i-1', 'initialProductList', broken)).rejects.toThrow()
  expect(await store.count('user_events')).toBe(0)
  expect(await store.insertUserEvents('i-1', 'initialProductList', [{ productId: 'a', position: 1 }])).toBe(1)
  // Events of an impression that does not exist are refused by the store itself too.
  await expect(store.insertUserEvents('nope', 'productView', [{ productId: 'a', position: 1 }])).rejects.toThrow()
  expect(await store.count('user_events')).toBe(1)
})

test('a click keeps its impression only when the impression exists', async () => {
  const database = openDatabase(':memory:')
  const store = new LeadsStore(database)
  await store.insertClick({
    clickId: 'c1',
    impressionId: 'never-issued',
    productId: 'a',
    network: undefined,
    subId: 'z',
    targetUrl: 'https://a.example/',
    bot: false,
  })
  const clicks = await database.all(database.query.selectFrom('clicks').select('impression_id'))
  expect(clicks).toEqual([{ impression_id: null }])
})

test('opening the same file again keeps its rows (the migrations run once)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'leads-store-'))
  const path = join(dir, 'leads.sqlite')
  await open(path).insertClick({
    clickId: 'c1',
    impressionId: undefined,
    productId: 'a',
    network: undefined,
    subId: 'z',
    targetUrl: 'https://a.example/',
    bot: false,
  })
  const second = openDatabase(path)
  expect(await new LeadsStore(second).count('clicks')).toBe(1)
  expect(await second.all(second.query.selectFrom('schema_migrations').select('version'))).toEqual(
    migrations.map(({ version }) => ({ version })),
  )
  rmSync(dir, { recursive: true, force: true })
})

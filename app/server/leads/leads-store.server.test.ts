import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { LeadsStore, openLeadsDatabase } from './leads-store.server.ts'

test('a batch of events is written all or nothing', () => {
  const store = new LeadsStore(openLeadsDatabase(':memory:'))
  store.insertImpression({
    id: 'i-1',
    uniqueUserId: 'u-1',
    channel: { id: 1, name: 'direct' },
    locale: 'de-DE',
    subId: 'z',
    trackingData: '{}',
    device: '{}',
  })
  // The second row breaks a NOT NULL constraint after the first was inserted.
  const broken = [
    { productId: 'a', position: 1 },
    { productId: null as unknown as string, position: 2 },
  ]
  expect(() => store.insertUserEvents('i-1', 'initialProductList', broken)).toThrow()
  expect(store.count('user_events')).toBe(0)
  expect(store.insertUserEvents('i-1', 'initialProductList', [broken[0] ?? { productId: 'a', position: 1 }])).toBe(1)
  // Events of an impression that does not exist are refused by the store itself too.
  expect(() => store.insertUserEvents('nope', 'productView', [{ productId: 'a', position: 1 }])).toThrow()
  expect(store.count('user_events')).toBe(1)
  store.close()
})

test('opening the same file again keeps its rows (the migration is idempotent)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'leads-store-'))
  const path = join(dir, 'leads.sqlite')
  const first = new LeadsStore(openLeadsDatabase(path))
  first.insertClick({ impressionId: undefined, productId: 'a', targetUrl: 'https://a.example/' })
  const second = new LeadsStore(openLeadsDatabase(path))
  expect(second.count('clicks')).toBe(1)
  first.close()
  second.close()
  rmSync(dir, { recursive: true, force: true })
})

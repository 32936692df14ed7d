// The leads database's migrations when several processes start at once (workers, instances): each
// opens its own connection and migrates before its first query; one applies each migration, the
// others find it applied, and every one of them then works.
import { describe, expect, test } from 'vitest'
import { LeadsStore } from '../../app/server/leads/leads-store.server.ts'
import { migrations } from '../../app/server/leads/store/leads-migrations.server.ts'
import { freshLeadsDatabase, leadsStoreKinds } from '../support/leads-stores.ts'

describe.each(leadsStoreKinds)('migrations on %s', (kind) => {
  test('four connections starting together all migrate and work; each migration is applied once', async () => {
    const testDb = await freshLeadsDatabase(kind)
    const databases = Array.from({ length: 4 }, () => testDb.open())
    try {
      const counts = await Promise.all(databases.map((database) => new LeadsStore(database).count('impressions')))
      expect(counts).toEqual([0, 0, 0, 0])
      const [first] = databases
      const versions = await first?.all(first.query.selectFrom('schema_migrations').select('version'))
      expect(versions?.map(({ version }) => Number(version))).toEqual(migrations.map(({ version }) => version))
    } finally {
      for (const database of databases) await database.close()
      await testDb.drop()
    }
  })
})

// npm run backup and npm run restore on both leads stores: impressions, click-outs and a conversion
// in the leads database, rows and uploads in a CMS-like SQLite database and media folder; the backup
// taken while writes keep arriving in both databases; restored into empty places elsewhere, where
// `npm run report` prints the same and every table holds the same rows, and the rows written during
// the backup are a prefix (a snapshot, not a mix). A restore refuses a damaged backup and data in the
// way.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { LeadsDatabase } from '../../app/server/leads/store/leads-database.server.ts'
import type { LeadsDatabaseTarget } from '../../app/server/leads/store/open-leads-database.server.ts'
import { verifiedManifest } from '../../scripts/lib/backup-set.ts'
import { freshLeadsDatabase, leadsStoreKinds, type TestLeadsDatabase } from '../support/leads-stores.ts'
import { createPostgresDatabase, type PostgresDatabase } from '../support/postgres-databases.ts'

const execute = promisify(execFile)
/** Each test runs several scripts, each a Node process of its own: seconds apiece on a busy machine. */
const scriptsTimeout = 120_000

type Place = { leads: LeadsDatabaseTarget; cmsDatabase: string; cmsMedia: string }

/** A script as `npm run` runs it, told where the data lives and nothing else of the kind. */
async function script(name: string, args: string[], place: Place): Promise<{ code: number; output: string }> {
  const { DATABASE_URL, LEADS_DB_PATH, CMS_DATABASE_PATH, CMS_MEDIA_DIR, ...inherited } = process.env
  const env = {
    ...inherited,
    ...('postgresUrl' in place.leads
      ? { DATABASE_URL: place.leads.postgresUrl }
      : { LEADS_DB_PATH: place.leads.sqlitePath }),
    CMS_DATABASE_PATH: place.cmsDatabase,
    CMS_MEDIA_DIR: place.cmsMedia,
  }
  try {
    const { stdout, stderr } = await execute(process.execPath, [`scripts/${name}.ts`, ...args], { env })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

const report = async (place: Place) => {
  const run = await script('report', ['--by', 'day', '--from', '2026-11-20', '--to', '2026-11-22'], place)
  expect(run.code, run.output).toBe(0)
  return run.output
}

async function fillLeads(database: LeadsDatabase): Promise<void> {
  const q = database.query
  const impression = (id: string, channel: string, createdAt: string) => ({
    id,
    unique_user_id: 'u',
    channel_id: 1,
    channel_name: channel,
    locale: 'de-DE',
    sub_id: 'abc',
    tracking_data: '{}',
    device: '{}',
    created_at: createdAt,
  })
  await database.run([
    q
      .insertInto('impressions')
      .values([
        impression('i1', 'google-ads', '2026-11-20T10:00:00.000Z'),
        impression('i2', 'meta', '2026-11-21T10:00:00.000Z'),
      ]),
    q.insertInto('clicks').values([
      {
        impression_id: 'i1',
        product_id: 'mega-casino',
        target_url: 'https://x.example/',
        click_id: 'c1',
        created_at: '2026-11-20T10:01:00.000Z',
      },
      {
        impression_id: 'i2',
        product_id: 'spin-palace',
        target_url: 'https://y.example/',
        click_id: 'c2',
        created_at: '2026-11-21T10:01:00.000Z',
      },
    ]),
    q.insertInto('conversions').values({
      network: 'awin',
      txid: 't1',
      click_id: 'c1',
      event: 'sale',
      payout: 25.5,
      currency: 'EUR',
      created_at: '2026-11-20T12:00:00.000Z',
    }),
  ])
}

const loadImpression = (n: number) => ({
  id: `load-${n}`,
  unique_user_id: 'load',
  channel_id: 1,
  channel_name: 'load',
  locale: 'de-DE',
  sub_id: 'load',
  tracking_data: '{}',
  device: '{}',
  created_at: '2026-12-01T00:00:00.000Z',
})

/** The CMS's kind of database: a SQLite file in WAL mode that its process writes to. */
function openCmsLike(path: string): DatabaseSync {
  const db = new DatabaseSync(path, { timeout: 5000 })
  db.exec('PRAGMA journal_mode = WAL; CREATE TABLE IF NOT EXISTS pages (id INTEGER PRIMARY KEY, title TEXT NOT NULL)')
  return db
}

/** Writes to both databases one after the other until stopped; counts what each write was answered. */
function writeLoad(database: LeadsDatabase, cms: DatabaseSync) {
  let written = 0
  let stopped = false
  const done = (async () => {
    while (!stopped) {
      await database.run([database.query.insertInto('impressions').values(loadImpression(written))])
      cms.prepare('INSERT INTO pages (title) VALUES (?)').run(`load-${written}`)
      written++
    }
  })()
  return {
    written: () => written,
    stop: async () => {
      stopped = true
      await done
    },
  }
}

async function tables(database: LeadsDatabase) {
  const q = database.query
  const [impressions, clicks, conversions] = await Promise.all([
    database.all(q.selectFrom('impressions').select(['id', 'channel_name', 'created_at']).orderBy('id')),
    database.all(q.selectFrom('clicks').select(['impression_id', 'product_id', 'click_id']).orderBy('click_id')),
    database.all(q.selectFrom('conversions').select(['network', 'txid', 'click_id', 'payout']).orderBy('txid')),
  ])
  return { impressions, clicks, conversions }
}

const cmsPages = (path: string) => {
  const db = new DatabaseSync(path, { readOnly: true })
  try {
    return db.prepare('SELECT id, title FROM pages ORDER BY id').all()
  } finally {
    db.close()
  }
}

const mediaFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => [
      join(entry.parentPath, entry.name).slice(dir.length),
      readFileSync(join(entry.parentPath, entry.name)),
    ])
    .sort()

describe.each(leadsStoreKinds)('backup and restore with the leads database on %s', (kind) => {
  const dir = mkdtempSync(join(tmpdir(), `backup-${kind}-`))
  const backupDir = join(dir, 'backup')
  let source: TestLeadsDatabase
  let database: LeadsDatabase
  let cms: DatabaseSync
  let original: Place
  let restored: Place
  let restoredPostgres: PostgresDatabase | undefined
  let load: ReturnType<typeof writeLoad>
  let writtenBefore = 0
  let writtenAfter = 0

  beforeAll(async () => {
    source = await freshLeadsDatabase(kind)
    database = source.open()
    await fillLeads(database)
    original = {
      leads: source.target,
      cmsDatabase: join(dir, 'cms', 'cms.sqlite'),
      cmsMedia: join(dir, 'cms', 'media'),
    }
    mkdirSync(join(original.cmsMedia, 'logos'), { recursive: true })
    cms = openCmsLike(original.cmsDatabase)
    for (const title of ['Startseite', 'Impressum']) cms.prepare('INSERT INTO pages (title) VALUES (?)').run(title)
    writeFileSync(join(original.cmsMedia, 'hero.webp'), randomBytes(200_000))
    writeFileSync(join(original.cmsMedia, 'logos', 'mega-casino.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')

    restoredPostgres = kind === 'postgres' ? await createPostgresDatabase(inject('postgresUrl'), 'restored') : undefined
    restored = {
      leads: restoredPostgres
        ? { postgresUrl: restoredPostgres.url }
        : { sqlitePath: join(dir, 'restored', 'leads.sqlite') },
      cmsDatabase: join(dir, 'restored', 'cms.sqlite'),
      cmsMedia: join(dir, 'restored', 'media'),
    }

    load = writeLoad(database, cms)
    while (load.written() < 20) await new Promise((resolve) => setTimeout(resolve, 5))
    writtenBefore = load.written()
    const backup = await script('backup', ['--to', backupDir], original)
    writtenAfter = load.written()
    expect(backup.code, backup.output).toBe(0)
    await load.stop()
  }, scriptsTimeout)

  afterAll(async () => {
    await load?.stop()
    cms?.close()
    await database?.close()
    await source?.drop()
    await restoredPostgres?.drop()
    rmSync(dir, { recursive: true, force: true })
  }, scriptsTimeout)

  test(
    'the backup was taken while writes kept coming, and its manifest checks out',
    () => {
      expect(writtenAfter).toBeGreaterThan(writtenBefore)
      const manifest = verifiedManifest(backupDir)
      expect(manifest.leads).toBe(kind)
      expect(manifest.cms).toBe(true)
      expect(manifest.files.map((file) => file.path).sort()).toEqual(
        [
          kind === 'postgres' ? 'leads.pgdump' : 'leads.sqlite',
          'cms.sqlite',
          'media/hero.webp',
          'media/logos/mega-casino.svg',
        ].sort(),
      )
    },
    scriptsTimeout,
  )

  test(
    'restored into an empty place: the same report, the same rows, the writes during the backup a prefix',
    async () => {
      const restore = await script('restore', ['--from', backupDir], restored)
      expect(restore.code, restore.output).toBe(0)

      expect(await report(restored)).toBe(await report(original))
      expect(await report(restored)).toContain('2026-11-20')

      const copy = await import('../../app/server/leads/store/open-leads-database.server.ts').then((module) =>
        module.openLeadsDatabase(restored.leads),
      )
      try {
        const [now, then] = await Promise.all([tables(database), tables(copy)])
        const isLoad = (row: { id: string }) => row.id.startsWith('load-')
        expect(then.clicks).toEqual(now.clicks)
        expect(then.conversions).toEqual(now.conversions)
        expect(then.conversions).toHaveLength(1)
        expect(then.impressions.filter((row) => !isLoad(row))).toEqual(now.impressions.filter((row) => !isLoad(row)))
        // A snapshot: the first k writes of the load, none after them, k between the writes answered
        // before the backup started and those answered when it ended.
        const loadIds = new Set(then.impressions.filter(isLoad).map((row) => row.id))
        expect(loadIds.size).toBeGreaterThanOrEqual(writtenBefore)
        expect(loadIds.size).toBeLessThanOrEqual(writtenAfter)
        expect(loadIds).toEqual(new Set(Array.from({ length: loadIds.size }, (_, n) => `load-${n}`)))
      } finally {
        await copy.close()
      }

      const pages = cmsPages(restored.cmsDatabase) as { id: number; title: string }[]
      expect(pages.slice(0, 2).map((page) => page.title)).toEqual(['Startseite', 'Impressum'])
      expect(pages.length - 2).toBeGreaterThanOrEqual(writtenBefore)
      expect(pages.length - 2).toBeLessThanOrEqual(writtenAfter)
      expect(pages).toEqual((cmsPages(original.cmsDatabase) as typeof pages).slice(0, pages.length))
      expect(mediaFiles(restored.cmsMedia)).toEqual(mediaFiles(original.cmsMedia))
    },
    scriptsTimeout,
  )

  test(
    'a restore refuses data in the way, unless forced',
    async () => {
      const again = await script('restore', ['--from', backupDir], restored)
      expect(again.code).toBe(1)
      expect(again.output).toContain('Data is already there')
      const forced = await script('restore', ['--from', backupDir, '--force'], restored)
      expect(forced.code, forced.output).toBe(0)
      expect(await report(restored)).toBe(await report(original))
    },
    scriptsTimeout,
  )

  test(
    'a restore refuses a damaged backup and writes nothing',
    async () => {
      const damaged = join(dir, 'damaged')
      const elsewhere: Place = {
        leads: { sqlitePath: join(dir, 'elsewhere', 'leads.sqlite') },
        cmsDatabase: join(dir, 'elsewhere', 'cms.sqlite'),
        cmsMedia: join(dir, 'elsewhere', 'media'),
      }
      await execute('cp', ['-r', backupDir, damaged])
      const hero = join(damaged, 'media', 'hero.webp')
      const bytes = readFileSync(hero)
      bytes[1000] = (bytes[1000] ?? 0) ^ 0xff
      writeFileSync(hero, bytes)
      const run = await script(
        'restore',
        ['--from', damaged],
        kind === 'postgres' ? { ...elsewhere, leads: restored.leads } : elsewhere,
      )
      expect(run.code).toBe(1)
      expect(run.output).toContain('The backup is damaged: media/hero.webp')
      expect(() => readdirSync(join(dir, 'elsewhere'))).toThrow()
    },
    scriptsTimeout,
  )
})

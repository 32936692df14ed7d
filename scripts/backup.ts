// npm run backup -- --to DIR
// A consistent copy of what the site and the CMS store, taken while they run: the leads database
// (SQLite's online backup of LEADS_DB_PATH, or pg_dump of DATABASE_URL), the CMS's SQLite database
// (CMS_DATABASE_PATH) and its media folder (CMS_MEDIA_DIR), with a manifest of sizes and
// checksums. DIR must be new or empty. npm run restore brings it back (docs/deploy.md, "Backups").
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'
import { parseArgs } from 'node:util'
import { cmsDataPaths } from '../cms/src/cms-env.ts'
import { type BackupManifest, backupNames, describeFiles, holdsData } from './lib/backup-set.ts'
import { serverConfigOrExit } from './lib/server-config.ts'

const usage = 'Usage: npm run backup -- --to DIR'

/**
 * SQLite's online backup in one step: the copy is one read transaction's snapshot, which writers
 * (WAL) do not wait for. In small steps, every write by the running server would restart it.
 */
async function copySqlite(source: string, target: string): Promise<void> {
  const db = new DatabaseSync(source, { readOnly: true, timeout: 5000 })
  try {
    await backup(db, target, { rate: 2 ** 31 - 1 })
  } finally {
    db.close()
  }
}

const { values } = parseArgs({ options: { to: { type: 'string' } } })
if (!values.to) {
  console.error(usage)
  process.exit(2)
}
const to = resolve(values.to)
if (holdsData(to)) {
  console.error(`${to} is not empty: a backup goes into a new or empty folder`)
  process.exit(1)
}
mkdirSync(to, { recursive: true })

const leads = serverConfigOrExit().leads.database
if ('postgresUrl' in leads) {
  // The custom format: compressed, and pg_restore can restore it into an empty database.
  execFileSync(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-acl',
      `--file=${join(to, backupNames.leadsPostgres)}`,
      `--dbname=${leads.postgresUrl}`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  )
} else {
  if (!existsSync(leads.sqlitePath)) {
    console.error(`No leads database at ${leads.sqlitePath}`)
    process.exit(1)
  }
  await copySqlite(leads.sqlitePath, join(to, backupNames.leadsSqlite))
}

const cms = cmsDataPaths(process.env)
const withCms = existsSync(cms.databasePath)
if (withCms) {
  // The database before the media: every upload its rows name was written before them.
  await copySqlite(cms.databasePath, join(to, backupNames.cmsDatabase))
  if (existsSync(cms.mediaDir)) cpSync(cms.mediaDir, join(to, backupNames.cmsMedia), { recursive: true })
}

const manifest: BackupManifest = {
  createdAt: new Date().toISOString(),
  leads: 'postgresUrl' in leads ? 'postgres' : 'sqlite',
  cms: withCms,
  files: describeFiles(to),
}
writeFileSync(join(to, backupNames.manifest), `${JSON.stringify(manifest, null, 2)}\n`)
const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0)
console.log(
  `Backed up the leads database (${manifest.leads})${withCms ? ' and the CMS' : ''} to ${to}: ${manifest.files.length} files, ${bytes} bytes`,
)

// npm run restore -- --from DIR [--force]
// Brings a backup of npm run backup back: the leads database into LEADS_DB_PATH's file or the
// (empty) PostgreSQL database of DATABASE_URL, the CMS's database into CMS_DATABASE_PATH and its
// media into CMS_MEDIA_DIR. The backup's files are checked against its manifest first, and it
// refuses to overwrite data already there unless --force; either refusal writes nothing. Stop the
// site and the CMS before restoring.
import { execFileSync } from 'node:child_process'
import { copyFileSync, cpSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { cmsDataPaths } from '../cms/src/cms-env.ts'
import { backupNames, holdsData, sqliteCompanions, verifiedManifest } from './lib/backup-set.ts'
import { serverConfigOrExit } from './lib/server-config.ts'

const usage = 'Usage: npm run restore -- --from DIR [--force]'

function refuse(message: string): never {
  console.error(message)
  process.exit(1)
}

/** Runs work on one connection to the PostgreSQL database of url. */
async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Whether the PostgreSQL database has tables of its own. */
const postgresHoldsData = (url: string) =>
  withPostgres(url, async (client) => {
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    )
    return Number(rows[0]?.count) > 0
  })

/**
 * Drops the tables of the database's public schema (partitions with their table), so --force can
 * restore into it: pg_restore's own --clean cannot drop a partitioned table's inherited constraints.
 */
const emptyPostgres = (url: string) =>
  withPostgres(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      "SELECT quote_ident(relname) AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p') AND NOT relispartition",
    )
    if (rows.length) await client.query(`DROP TABLE ${rows.map((row) => row.name).join(', ')} CASCADE`)
  })

/** Replaces a SQLite file by the backup's copy, through a temporary file, so no half file is left. */
function placeSqlite(copy: string, target: string): void {
  mkdirSync(dirname(target), { recursive: true })
  copyFileSync(copy, `${target}.restoring`)
  for (const file of sqliteCompanions(target)) rmSync(file, { force: true })
  renameSync(`${target}.restoring`, target)
}

const { values } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean', default: false } } })
if (!values.from) {
  console.error(usage)
  process.exit(2)
}
const from = resolve(values.from)
let manifest: ReturnType<typeof verifiedManifest>
try {
  manifest = verifiedManifest(from)
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error))
}

const leads = serverConfigOrExit().leads.database
const cms = cmsDataPaths(process.env)
const overwriting = '(run with --force to replace it)'

// Every check before the first write: a refused restore changes nothing.
if (manifest.leads === 'postgres' && !('postgresUrl' in leads))
  refuse('The backup holds a PostgreSQL leads database: set DATABASE_URL to the database to restore it into')
if (manifest.leads === 'sqlite' && 'postgresUrl' in leads)
  refuse('The backup holds a SQLite leads database: unset DATABASE_URL and set LEADS_DB_PATH')
if (!values.force) {
  const occupied = [
    'sqlitePath' in leads && holdsData(leads.sqlitePath) && leads.sqlitePath,
    'postgresUrl' in leads && (await postgresHoldsData(leads.postgresUrl)) && 'the DATABASE_URL database',
    manifest.cms && holdsData(cms.databasePath) && cms.databasePath,
    manifest.cms && holdsData(cms.mediaDir) && cms.mediaDir,
  ].filter(Boolean)
  if (occupied.length) refuse(`Data is already there: ${occupied.join(', ')} ${overwriting}`)
}

if ('postgresUrl' in leads) {
  if (values.force) await emptyPostgres(leads.postgresUrl)
  execFileSync(
    'pg_restore',
    [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${leads.postgresUrl}`,
      join(from, backupNames.leadsPostgres),
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  )
} else {
  placeSqlite(join(from, backupNames.leadsSqlite), leads.sqlitePath)
}
if (manifest.cms) {
  placeSqlite(join(from, backupNames.cmsDatabase), cms.databasePath)
  rmSync(cms.mediaDir, { recursive: true, force: true })
  const media = join(from, backupNames.cmsMedia)
  if (manifest.files.some((file) => file.path.startsWith(`${backupNames.cmsMedia}/`)))
    cpSync(media, cms.mediaDir, { recursive: true })
}
console.log(
  `Restored the leads database (${manifest.leads})${manifest.cms ? ' and the CMS' : ''} from the backup of ${manifest.createdAt}`,
)

// A backup folder (npm run backup, npm run restore): the leads database (a SQLite copy or a
// PostgreSQL dump), the CMS's SQLite database and its media folder, and manifest.json listing every
// file with its size and sha256, so a restore can tell a damaged or incomplete copy before it
// writes anything (docs/decisions/062-backups.md).
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/** The names of the parts inside a backup folder. */
export const backupNames = {
  manifest: 'manifest.json',
  leadsSqlite: 'leads.sqlite',
  leadsPostgres: 'leads.pgdump',
  cmsDatabase: 'cms.sqlite',
  cmsMedia: 'media',
} as const

export type ManifestFile = { path: string; bytes: number; sha256: string }

export type BackupManifest = {
  createdAt: string
  /** How the leads database was copied: its SQLite file, or pg_dump's custom format. */
  leads: 'sqlite' | 'postgres'
  /** Whether the CMS's database (and its media folder, when it had one) is in the backup. */
  cms: boolean
  files: ManifestFile[]
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

/** Every file of the backup folder but the manifest, with its size and checksum. */
export function describeFiles(dir: string): ManifestFile[] {
  return filesUnder(dir)
    .filter((file) => relative(dir, file) !== backupNames.manifest)
    .map((file) => ({ path: relative(dir, file), bytes: statSync(file).size, sha256: sha256(file) }))
}

/**
 * The manifest of a backup folder once every file it lists is there with its size and checksum and
 * no other file is; otherwise an error naming what is wrong.
 */
export function verifiedManifest(dir: string): BackupManifest {
  const manifestFile = join(dir, backupNames.manifest)
  if (!existsSync(manifestFile)) throw new Error(`${dir} is no backup: it has no ${backupNames.manifest}`)
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest
  const found = new Map(describeFiles(dir).map((file) => [file.path, file]))
  for (const listed of manifest.files) {
    const file = found.get(listed.path)
    if (!file) throw new Error(`The backup is incomplete: ${listed.path} is missing`)
    if (file.bytes !== listed.bytes || file.sha256 !== listed.sha256)
      throw new Error(`The backup is damaged: ${listed.path} differs from its manifest entry`)
    found.delete(listed.path)
  }
  const [extra] = found.keys()
  if (extra) throw new Error(`The backup holds a file its manifest does not list: ${extra}`)
  return manifest
}

/** Whether a path holds data a restore would overwrite: a file, or a folder with anything in it. */
export function holdsData(path: string): boolean {
  if (!existsSync(path)) return false
  return statSync(path).isDirectory() ? readdirSync(path).length > 0 : true
}

/** SQLite's companions of a database file, stale once the file is replaced. */
export const sqliteCompanions = (file: string) => [`${file}-wal`, `${file}-shm`, `${file}-journal`]

// Reads one site's content folder (content/<siteId>/) into memory: every file once, so the same
// bytes are hashed (to decide whether the store is current) and, when needed, validated.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

export type ContentFiles = {
  /** The site folder as problems show it: relative to the working directory, e.g. content/90. */
  displayRoot: string
  /** File texts by path relative to the site folder, with forward slashes (de-DE/authors.json). */
  files: ReadonlyMap<string, string>
}

const toPosix = (path: string) => path.split(sep).join('/')

export function siteContentDir(contentDir: string, siteId: number): string {
  return join(contentDir, String(siteId))
}

export function readContentFiles(contentDir: string, siteId: number): ContentFiles {
  const root = siteContentDir(contentDir, siteId)
  const files = new Map<string, string>()
  if (existsSync(root)) {
    const entries = readdirSync(root, { recursive: true, withFileTypes: true })
    for (const entry of entries) {
      // Editors' and systems' hidden files (.DS_Store, .gitkeep) are not content.
      if (!entry.isFile() || entry.name.startsWith('.')) continue
      const path = join(entry.parentPath, entry.name)
      files.set(toPosix(relative(root, path)), readFileSync(path, 'utf8'))
    }
  }
  return { displayRoot: toPosix(relative(process.cwd(), root)) || '.', files }
}

/** A digest of every file name and text; `salt` folds in what else decides the stored form. */
export function hashContentFiles(content: ContentFiles, salt: string): string {
  const hash = createHash('sha256').update(salt)
  for (const name of [...content.files.keys()].sort()) hash.update(`\0${name}\0${content.files.get(name)}`)
  return hash.digest('hex')
}

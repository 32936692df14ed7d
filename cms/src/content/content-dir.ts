import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

/** CONTENT_DIR, else the repository's content/. */
export const contentDirFromEnv = (env: Record<string, string | undefined>) =>
  resolve(env.CONTENT_DIR || resolve(repository, 'content'))

/** PUBLIC_DIR, else the repository's public/: where content/'s images are (the import reads, the export writes). */
export const publicDirFromEnv = (env: Record<string, string | undefined>) =>
  resolve(env.PUBLIC_DIR || resolve(repository, 'public'))

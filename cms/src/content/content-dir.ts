import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** CONTENT_DIR, else the repository's content/. */
export const contentDirFromEnv = (env: Record<string, string | undefined>) =>
  resolve(env.CONTENT_DIR || resolve(dirname(fileURLToPath(import.meta.url)), '../../../content'))

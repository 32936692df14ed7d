import { dirname, join, resolve } from 'node:path'

/** CMS_MEDIA_DIR, else media/ beside the CMS's database (data/media by default, which git ignores). */
export const mediaDirFromEnv = (env: Record<string, string | undefined>) =>
  resolve(env.CMS_MEDIA_DIR || join(dirname(resolve(env.CMS_DATABASE_PATH || 'data/cms.sqlite')), 'media'))

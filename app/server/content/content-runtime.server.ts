// The process-wide content store and source, configured from the environment:
//   SITE_ID          which website's content (default: the config's default website)
//   CONTENT_DIR      where content/ is (default: <cwd>/content)
//   CONTENT_DB_PATH  the SQLite file (default: data/content-<siteId>.sqlite)
//   CONTENT_API_URL  when set, content is read from this external CMS instead of the store, through
//                    the site's cache (cached-source.server.ts)
//   CMS_URL          when set, content is read from the Payload CMS at this origin (cms/), through
//                    the same cache; CMS_API_KEY is the key its draft reads carry
//   CONTENT_CACHE_MAX_AGE  seconds an answer of the external CMS stays fresh (default 60)
//   The cache in front of an external CMS drops what the purge bus says a publish changed
//   (POST /api/revalidate, on any worker or instance). The embedded store needs no purge: its
//   content changes only with a restart.
//   PREVIEW_SECRET   signs draft-preview links (preview-token.server.ts)
import { join, resolve } from 'node:path'
import type { Website } from '../../../app.config.ts'
import { siteIdFromEnv, websiteById } from '../../site/website.ts'
import { onPurge } from '../purge-bus.server.ts'
import { createCachedSource } from './cached-source.server.ts'
import { createCmsSource } from './cms/cms-source.server.ts'
import { purgedContent } from './content-purge.server.ts'
import { contentFreshness } from './content-responses.server.ts'
import type { ContentSource } from './content-source.server.ts'
import type { ContentStore } from './content-store.server.ts'
import { type ContentAnswer, handleContentRequest, readContentAnswer } from './handle-content-request.server.ts'
import { previewSecretFromEnv } from './preview-token.server.ts'
import { createRemoteSource } from './remote-source.server.ts'
import { type ContentStoreOptions, openContentStore } from './seed-content-store.server.ts'
import { createStoreSource } from './store-source.server.ts'

type Env = Record<string, string | undefined>

export function websiteFromEnv(env: Env = process.env): Website {
  return websiteById(siteIdFromEnv(env.SITE_ID))
}

export function contentStoreOptionsFromEnv(env: Env = process.env): ContentStoreOptions {
  const site = websiteFromEnv(env)
  return {
    site,
    contentDir: resolve(env.CONTENT_DIR || join(process.cwd(), 'content')),
    dbPath: env.CONTENT_DB_PATH || join(process.cwd(), 'data', `content-${site.id}.sqlite`),
  }
}

/** Enough for every endpoint of a few locales plus many filter combinations. */
const remoteCacheLimit = 2_000

/** CONTENT_CACHE_MAX_AGE in seconds (0 or more); unset or not a number: the minute the content API announces. */
export function contentCacheMaxAgeFromEnv(env: Env): number {
  const maxAge = env.CONTENT_CACHE_MAX_AGE?.trim() ? Number(env.CONTENT_CACHE_MAX_AGE) : Number.NaN
  return Number.isFinite(maxAge) && maxAge >= 0 ? maxAge : contentFreshness.maxAgeSeconds
}

/**
 * An external CMS behind the site's cache, with the freshness windows the content API announces,
 * dropping what each purge names.
 */
function cachedUntilPurged(upstream: ContentSource, env: Env = process.env): ContentSource {
  const cached = createCachedSource(upstream, {
    ...contentFreshness,
    maxAgeSeconds: contentCacheMaxAgeFromEnv(env),
    limit: remoteCacheLimit,
  })
  onPurge((purge) => cached.drop(purgedContent(purge)))
  return cached
}

let store: ContentStore | undefined
let source: ContentSource | undefined

/** The site's content store, opened (and rebuilt if content changed) on first use. */
export function getContentStore(): ContentStore {
  store ??= openContentStore(contentStoreOptionsFromEnv()).store
  return store
}

/** The source the environment names: Payload (CMS_URL), another CMS with our contract (CONTENT_API_URL), or the store. */
function sourceFromEnv(env: Env = process.env): ContentSource {
  if (env.CMS_URL)
    return cachedUntilPurged(
      createCmsSource({ baseUrl: env.CMS_URL, site: websiteFromEnv(env), apiKey: env.CMS_API_KEY }),
    )
  if (env.CONTENT_API_URL) return cachedUntilPurged(createRemoteSource(env.CONTENT_API_URL))
  return createStoreSource(getContentStore())
}

/** What the content API serves from, chosen once per process. */
export function getContentSource(): ContentSource {
  source ??= sourceFromEnv()
  return source
}

/** The content API as this process serves it to the network (the /api/content route). */
export const serveContentRequest = (request: Request): Promise<Response> =>
  handleContentRequest(request, getContentSource(), { previewSecret: previewSecretFromEnv() })

/** The same API's answer to a GET of url, without HTTP: for SSR (in-process-read.server.ts). */
export const readContentInProcess = (url: URL): Promise<ContentAnswer> =>
  readContentAnswer(url, getContentSource(), { previewSecret: previewSecretFromEnv() })

// The content room of the server runtime: where pages' content comes from (the embedded store, or a
// CMS behind the site's cache), the content API in both its forms (over HTTP, and typed in process),
// the CMS's media files, draft previews, and the purge bus that tells every process of a publish.
// Built from the configuration's content section (server-config.server.ts).
import type { Website } from '../../../app.config.ts'
import type { ContentRead } from '../../contracts/content/content-query.ts'
import type { ErrorReport } from '../../contracts/error-report.ts'
import type { ServerContentRead } from '../../site/server-content-read.ts'
import { countriesOf } from '../../site/website.ts'
import { createCachedSource } from '../content/cached-source.server.ts'
import { createMediaFiles, type MediaFiles } from '../content/cms/cms-media-files.server.ts'
import { createCmsSource } from '../content/cms/cms-source.server.ts'
import { purgedContent } from '../content/content-purge.server.ts'
import { contentFreshness } from '../content/content-responses.server.ts'
import type { ContentSource } from '../content/content-source.server.ts'
import type { ContentStore } from '../content/content-store.server.ts'
import {
  answerContentRead,
  type ContentAnswer,
  handleContentRequest,
} from '../content/handle-content-request.server.ts'
import { createInProcessContentRead } from '../content/in-process-read.server.ts'
import { type PreviewCheck, verifyPreviewToken } from '../content/preview-token.server.ts'
import { createRemoteSource } from '../content/remote-source.server.ts'
import { openContentStore } from '../content/seed-content-store.server.ts'
import { createStoreSource } from '../content/store-source.server.ts'
import { createPurgeBus, type PurgeBus } from '../purge-bus.server.ts'
import { once, type Probes, withinProbeTimeout } from './room-parts.server.ts'
import type { ContentConfig } from './server-config.server.ts'

/** Enough for every endpoint of a few locales plus many filter combinations. */
const externalCacheLimit = 2_000

export type ContentRoom = {
  /** Where content comes from, behind the site's cache when it is a CMS. */
  readonly source: ContentSource
  /** The embedded content store (opened, and rebuilt when content/ changed, on first use). */
  readonly store: ContentStore
  /** The CMS's uploaded images under /media/<name>; undefined without a Payload CMS (the files are public/'s). */
  readonly mediaFiles: MediaFiles | undefined
  /** The content API as the network reaches it (/api/content/*). */
  serve(request: Request): Promise<Response>
  /** The same API's answer to a typed read, without HTTP. */
  read(read: ContentRead): Promise<ContentAnswer>
  /** How SSR reads content: in-process, or undefined when INTERNAL_API_URL sends reads over HTTP. */
  readonly serverRead: ServerContentRead | undefined
  verifyPreview(token: string, path: string): PreviewCheck
  /** Publishes in the CMS, from this process or any other (POST /api/revalidate puts them on it). */
  readonly purgeBus: PurgeBus
  readonly probes: Probes
  close(): Promise<void>
}

/** What the content room takes from outside its section. */
export type ContentRoomWorld = {
  website: Website
  /** The PostgreSQL the purge bus runs on (the leads database's); undefined: this process alone. */
  postgresUrl: string | undefined
  /** Whether SSR reads content in process (no INTERNAL_API_URL). */
  readsInProcess: boolean
  report: (error: unknown, report: ErrorReport) => void
  observePurgeBusLag: (seconds: number) => void
}

/** The external CMS the section names, uncached; undefined for the embedded store. */
export function externalContentSource(config: ContentConfig, website: Website): ContentSource | undefined {
  const { source } = config
  if (source.kind === 'payload') return createCmsSource({ baseUrl: source.url, site: website, apiKey: source.apiKey })
  if (source.kind === 'remote') return createRemoteSource(source.url)
  return undefined
}

export function createContentRoom(config: ContentConfig, world: ContentRoomWorld): ContentRoom {
  const { website } = world
  const purgeBus = once(() =>
    createPurgeBus({ postgresUrl: world.postgresUrl, report: world.report, observeLag: world.observePurgeBusLag }),
  )
  const store = once(() => openContentStore({ site: website, contentDir: config.dir, dbPath: config.dbPath }).store)
  /** The CMS itself, uncached: what the cache asks, and what readiness probes. */
  const upstream = once(() => externalContentSource(config, website))
  const source = once((): ContentSource => {
    const external = upstream()
    if (!external) return createStoreSource(store())
    const cached = createCachedSource(external, {
      ...contentFreshness,
      maxAgeSeconds: config.cacheMaxAgeSeconds,
      limit: externalCacheLimit,
    })
    // A publish in the CMS, from this process or any other: pages and the money path read it next.
    purgeBus().onPurge((purge) => cached.drop(purgedContent(purge)))
    return cached
  })
  const mediaFiles = once(() =>
    config.source.kind === 'payload' ? createMediaFiles({ baseUrl: config.source.url }) : undefined,
  )
  const options = { previewSecret: config.previewSecret }
  const read = (contentRead: ContentRead) => answerContentRead(contentRead, source(), options)
  const probeLocale = countriesOf(website)[0]?.locale ?? 'de-DE'

  return {
    get source() {
      return source()
    },
    get store() {
      return store()
    },
    get mediaFiles() {
      return mediaFiles()
    },
    serve: (request) => handleContentRequest(request, source(), options),
    read,
    serverRead: world.readsInProcess ? createInProcessContentRead(read) : undefined,
    verifyPreview: (token, path) => verifyPreviewToken(config.previewSecret, token, path),
    get purgeBus() {
      return purgeBus()
    },
    probes: {
      'content source': async () => {
        const external = upstream()
        if (external) await withinProbeTimeout(external.read({ kind: 'components', locale: probeLocale }), 'The CMS')
        else store()
      },
      'purge bus': () => withinProbeTimeout(purgeBus().listening(), 'The purge bus'),
    },
    async close() {
      await purgeBus.made()?.close()
      store.made()?.close()
    },
  }
}

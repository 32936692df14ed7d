// The server runtime: everything a server process works with, built once per process from its
// configuration (server-config.server.ts): the content source and its cache, the leads database
// and its stores, the product catalogue the money path reads, the purge bus, the secrets, the error
// capture, the metrics and the readiness check. The server entry (app/server.ts) hands it to every
// request; the production server (server/serve.ts) and the scripts take what they need from it.
// Parts are made on first use, so a script that needs the leads database opens nothing else.
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
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
import { createAdmission, type DoorRefusal } from '../leads/admission.server.ts'
import { ConsentStore } from '../leads/consent/consent-store.server.ts'
import {
  type ForwardingTarget,
  forwardingTargets,
  startConversionForwarding,
} from '../leads/conversions/conversion-forwarding.server.ts'
import type { LeadsDeps } from '../leads/leads-deps.server.ts'
import { LeadsStore } from '../leads/leads-store.server.ts'
import { startContactRetention } from '../leads/privacy/contact-retention.server.ts'
import { createProductCatalogue } from '../leads/product-catalogue.server.ts'
import {
  createClientLimiter,
  type RateDecision,
  type RateLimited,
  tooManyRequests,
} from '../leads/rate-limits.server.ts'
import { startLeadDelivery } from '../leads/signups/lead-delivery.server.ts'
import { type SignupStore, signupStoreOf } from '../leads/signups/signup-store.server.ts'
import type { LeadsDatabase } from '../leads/store/leads-database.server.ts'
import { openLeadsDatabase } from '../leads/store/open-leads-database.server.ts'
import { createPurgeBus, type PurgeBus } from '../purge-bus.server.ts'
import { mintCspNonce } from './mint-csp-nonce.server.ts'
import { createReadiness, type Readiness } from './readiness.server.ts'
import { createServerErrorCapture, type ErrorCapture } from './sentry.server.ts'
import { loadServerConfig, type ServerConfig } from './server-config.server.ts'
import { createServerMetrics, type ServerMetrics } from './server-metrics.server.ts'

/** Enough for every endpoint of a few locales plus many filter combinations. */
const externalCacheLimit = 2_000
/** How long a readiness probe waits for a part before it counts as unreachable. */
const probeTimeoutMs = 2_000

export type ServerRuntime = {
  readonly config: ServerConfig
  /** Where content comes from, behind the site's cache when it is a CMS. */
  readonly contentSource: ContentSource
  /** The embedded content store (opened, and rebuilt when content/ changed, on first use). */
  readonly contentStore: ContentStore
  /** The CMS's uploaded images under /media/<name>; undefined without a Payload CMS (the files are public/'s). */
  readonly mediaFiles: MediaFiles | undefined
  /** The content API as the network reaches it (/api/content/*). */
  serveContent(request: Request): Promise<Response>
  /** The same API's answer to a typed read, without HTTP. */
  readContent(read: ContentRead): Promise<ContentAnswer>
  /** How SSR reads content: in-process, or undefined when INTERNAL_API_URL sends reads over HTTP. */
  readonly serverContentRead: ServerContentRead | undefined
  readonly leadsDatabase: LeadsDatabase
  /** The leads API's handlers' world: the site, the store and the product catalogue. */
  readonly leads: LeadsDeps
  readonly consentStore: ConsentStore
  readonly signupStore: SignupStore
  /** The platforms postbacks are forwarded to (the site's integrations with credentials configured). */
  readonly conversionTargets: readonly ForwardingTarget[]
  readonly purgeBus: PurgeBus
  /**
   * The production server's door (admission.server.ts): takes the point of a request whose path
   * spends a budget, marks the request with the decision, and names the refusal to answer at once.
   */
  admitAtTheDoor(request: Request, at: { pathname: string; clientAddress: string }): Promise<DoorRefusal | undefined>
  /**
   * The request's admission for the endpoint: the door's decision, or one point of the client's
   * budget taken now (rate-limits.server.ts); the leads routes answer 429 when it is spent, the
   * click-out redirects without recording.
   */
  admit(endpoint: RateLimited, request: Request): Promise<RateDecision>
  /** admit, as a JSON endpoint answers: a 429 when over budget, else undefined. */
  refuseOverBudget(endpoint: RateLimited, request: Request): Promise<Response | undefined>
  readonly metrics: ServerMetrics
  /** Errors reported on the server go here after the log: Sentry, when it is on. */
  readonly captureError: ErrorCapture
  /** Logs an error and captures it (for parts that report outside any request). */
  reportError(error: unknown, report: ErrorReport): void
  mintCspNonce(): string
  verifyPreview(token: string, path: string): PreviewCheck
  /** Erases contact data older than the retention now and every hour until close() (not with 0 days). */
  startContactRetention(): void
  /** Delivers partners' signups to their endpoints now and every 15 s until close() (with endpoints only). */
  startLeadDelivery(): void
  /** Forwards conversions to the platforms now and every 15 s until close(); says once when there are none. */
  startConversionForwarding(): void
  /** Whether each part answers now: content source, leads store, purge bus. */
  readiness(): Promise<Readiness>
  /** Closes what the runtime opened (a test, a process about to exit). */
  close(): Promise<void>
}

/** A part made on its first use, once; `made` tells whether it was. */
function once<T>(make: () => T): (() => T) & { made: () => T | undefined } {
  let made: { value: T } | undefined
  return Object.assign(
    () => {
      made ??= { value: make() }
      return made.value
    },
    { made: () => made?.value },
  )
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not answer within ${probeTimeoutMs} ms`)), probeTimeoutMs).unref(),
    ),
  ])
}

/** The external CMS the configuration names, uncached; undefined for the embedded store. */
export function externalContentSource(config: ServerConfig): ContentSource | undefined {
  const { source } = config.content
  if (source.kind === 'payload')
    return createCmsSource({ baseUrl: source.url, site: config.website, apiKey: source.apiKey })
  if (source.kind === 'remote') return createRemoteSource(source.url)
  return undefined
}

export function createServerRuntime(config: ServerConfig): ServerRuntime {
  const { website } = config
  const metrics = createServerMetrics()
  const captureError = createServerErrorCapture(config.sentryDsn, website)
  const reportError = (error: unknown, report: ErrorReport) => {
    const log = report.level === 'warning' ? console.warn : console.error
    log('[report]', report.level, error instanceof Error ? error.message : error, { ...report.tags, ...report.extra })
    captureError(error, report)
  }

  const purgeBus = once(() =>
    createPurgeBus({
      postgresUrl: 'postgresUrl' in config.leadsDatabase ? config.leadsDatabase.postgresUrl : undefined,
      report: reportError,
      observeLag: metrics.observePurgeBusLag,
    }),
  )
  const contentStore = once(
    () => openContentStore({ site: website, contentDir: config.content.dir, dbPath: config.content.dbPath }).store,
  )
  /** The CMS itself, uncached: what the cache asks, and what readiness probes. */
  const upstream = once(() => externalContentSource(config))
  const contentSource = once((): ContentSource => {
    const external = upstream()
    if (!external) return createStoreSource(contentStore())
    const cached = createCachedSource(external, {
      ...contentFreshness,
      maxAgeSeconds: config.content.cacheMaxAgeSeconds,
      limit: externalCacheLimit,
    })
    // A publish in the CMS, from this process or any other: pages and the money path read it next.
    purgeBus().onPurge((purge) => cached.drop(purgedContent(purge)))
    return cached
  })
  const mediaFiles = once(() => {
    const { source } = config.content
    return source.kind === 'payload' ? createMediaFiles({ baseUrl: source.url }) : undefined
  })
  const contentOptions = { previewSecret: config.previewSecret }
  const readContent = (read: ContentRead) => answerContentRead(read, contentSource(), contentOptions)

  const leadsDatabase = once(() =>
    openLeadsDatabase(config.leadsDatabase, {
      observe: (seconds, failed) =>
        metrics.observeLeadsStore('postgresUrl' in config.leadsDatabase ? 'postgres' : 'sqlite', seconds, failed),
    }),
  )
  const leads = once(
    (): LeadsDeps => ({
      website,
      store: new LeadsStore(leadsDatabase()),
      catalogue: createProductCatalogue(website, contentSource()),
      geolocationCookieName: config.geolocationCookieName,
      newId: randomUUID,
    }),
  )
  const limiter = once(() =>
    createClientLimiter({
      hashSecret: config.dataHashSecret,
      postgresUrl: 'postgresUrl' in config.leadsDatabase ? config.leadsDatabase.postgresUrl : undefined,
      prepared: () => leadsDatabase().prepared(),
    }),
  )
  const admission = createAdmission((endpoint, clientAddress) => limiter().take(endpoint, clientAddress))
  const admit = admission.decide
  const consentStore = once(() => new ConsentStore(leadsDatabase()))
  const signupStore = once(() => signupStoreOf(leadsDatabase()))
  const contactRetention = once(() =>
    config.contactRetentionDays > 0
      ? startContactRetention({
          database: leadsDatabase,
          retentionDays: config.contactRetentionDays,
          report: reportError,
        })
      : undefined,
  )
  const leadDelivery = once(() =>
    config.leadPartnerEndpoints.size > 0
      ? startLeadDelivery({
          database: leadsDatabase(),
          endpoints: config.leadPartnerEndpoints,
          report: reportError,
        })
      : undefined,
  )
  const conversionTargets = forwardingTargets(website, config.conversionForwarding)
  const conversionForwarding = once(() => {
    if (conversionTargets.length > 0)
      return startConversionForwarding({ database: leadsDatabase(), targets: conversionTargets, report: reportError })
    console.info(
      '[conversions] Conversions are not forwarded to any ad or analytics platform: none of GA4_API_SECRET, META_CONVERSIONS_TOKEN is set for an integration this site runs',
    )
    return undefined
  })
  const serverContentRead = config.internalApiUrl ? undefined : createInProcessContentRead(readContent)

  const probeLocale = countriesOf(website)[0]?.locale ?? 'de-DE'
  const probes = {
    'content source': async () => {
      const external = upstream()
      if (external) await withTimeout(external.read({ kind: 'components', locale: probeLocale }), 'The CMS')
      else contentStore()
    },
    'leads store': async () => {
      await withTimeout(leadsDatabase().checkReadable(), 'The leads database')
      // An open SQLite file that was deleted still takes writes, into nothing anyone will read.
      if ('sqlitePath' in config.leadsDatabase && !existsSync(config.leadsDatabase.sqlitePath))
        throw new Error(`The leads database ${config.leadsDatabase.sqlitePath} is gone`)
    },
    'purge bus': () => withTimeout(purgeBus().listening(), 'The purge bus'),
  }

  return {
    config,
    get contentSource() {
      return contentSource()
    },
    get contentStore() {
      return contentStore()
    },
    get mediaFiles() {
      return mediaFiles()
    },
    serveContent: (request) => handleContentRequest(request, contentSource(), contentOptions),
    readContent,
    serverContentRead,
    get leadsDatabase() {
      return leadsDatabase()
    },
    get leads() {
      return leads()
    },
    get consentStore() {
      return consentStore()
    },
    get signupStore() {
      return signupStore()
    },
    conversionTargets,
    get purgeBus() {
      return purgeBus()
    },
    admitAtTheDoor: admission.atTheDoor,
    admit,
    async refuseOverBudget(endpoint, request) {
      const decision = await admit(endpoint, request)
      return decision.allowed ? undefined : tooManyRequests(endpoint, decision.retryAfterSeconds)
    },
    metrics,
    captureError,
    reportError,
    mintCspNonce,
    verifyPreview: (token, path) => verifyPreviewToken(config.previewSecret, token, path),
    startContactRetention: () => void contactRetention(),
    startLeadDelivery: () => void leadDelivery(),
    startConversionForwarding: () => void conversionForwarding(),
    readiness: createReadiness(probes),
    async close() {
      await Promise.all([
        contactRetention.made()?.stop(),
        leadDelivery.made()?.stop(),
        conversionForwarding.made()?.stop(),
      ])
      await Promise.all([purgeBus.made()?.close(), leadsDatabase.made()?.close(), limiter.made()?.close()])
      contentStore.made()?.close()
    },
  }
}

let processRuntime: ServerRuntime | undefined

/**
 * The serving process's runtime, built from process.env on the first call, which also starts the
 * contact retention, the lead delivery and the conversion forwarding; every later call gets the same one.
 */
export function getServerRuntime(): ServerRuntime {
  if (!processRuntime) {
    processRuntime = createServerRuntime(loadServerConfig())
    processRuntime.startContactRetention()
    processRuntime.startLeadDelivery()
    processRuntime.startConversionForwarding()
  }
  return processRuntime
}

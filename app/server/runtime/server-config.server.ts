// The server's whole configuration, parsed from the environment by one schema: every variable the
// site's server, its production server (server/serve.ts) and its scripts read is declared here and
// read nowhere else. A wrong value stops start-up with a message naming the variable; README's
// table of variables is checked against `serverEnvSchema` (server-config.server.test.ts).
import { BlockList } from 'node:net'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import type { Website } from '../../../app.config.ts'
import { defaultGeolocationCookieName } from '../../consent/viewer-country.ts'
import { z } from '../../lib/zod.ts'
import { type Stage, stageSchema } from '../../site/stage.ts'
import { siteIdFromEnv, UnknownSiteError, websiteById } from '../../site/website.ts'
import { type TrustedProxies, trustedProxiesFrom } from '../leads/client-address.server.ts'
import type { ForwardingConfig } from '../leads/conversions/conversion-forwarding.server.ts'
import type { LeadsDatabaseTarget } from '../leads/store/open-leads-database.server.ts'
import { optionalHttpUrl, optionalText, presentValues } from './env-schema.server.ts'
import { isSecretVariable, pairsOf, resolveSecrets } from './secrets.server.ts'

const text = optionalText
const wholeNumber = (unit: string) =>
  z.optional(z.string().check(z.regex(/^\d+$/, `must be a whole number of ${unit}`)))
const httpUrl = optionalHttpUrl
const flag = z.optional(z.enum(['0', '1']))

/** Every environment variable of the server, as text: what each may be. */
export const serverEnvSchema = z.object({
  PORT: wholeNumber('a TCP port'),
  HOST: text,
  NODE_ENV: text,
  SITE_ID: z.optional(z.string().check(z.regex(/^\d+$/, 'must be a website id'))),
  STAGE: z.optional(stageSchema),
  CONTENT_DIR: text,
  CONTENT_DB_PATH: text,
  CONTENT_API_URL: httpUrl,
  CMS_URL: httpUrl,
  CMS_API_KEY: text,
  CMS_PUBLIC_URL: httpUrl,
  CONTENT_CACHE_MAX_AGE: wholeNumber('seconds'),
  PAGE_CACHE_SECONDS: wholeNumber('seconds (0: off)'),
  PAGE_CACHE_MAX_MB: wholeNumber('MiB'),
  INTERNAL_API_URL: httpUrl,
  PREVIEW_SECRET: text,
  REVALIDATE_SECRET: text,
  BLOCK_GALLERY: flag,
  SENTRY_DSN: httpUrl,
  GEOLOCATION_COOKIE_NAME: z.optional(z.string().check(z.regex(/^[\w.-]+$/, 'must be a cookie name'))),
  LEADS_DB_PATH: text,
  DATABASE_URL: z.optional(z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  WEB_CONCURRENCY: z.optional(
    z.string().check(z.regex(/^(auto|[1-9]\d*)$/, 'must be a whole number of processes or "auto"')),
  ),
  METRICS_PORT: wholeNumber('a TCP port'),
  METRICS_HOST: text,
  PREVIEW_BASE_URL: httpUrl,
  TRUST_PROXY: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) => trustedProxiesFrom(value) !== undefined,
          'must be the trusted proxies: addresses, CIDR ranges, loopback, linklocal or uniquelocal, separated by commas',
        ),
      ),
  ),
  CONTACT_RETENTION_DAYS: wholeNumber('days (0: kept until erased on request)'),
  POSTBACK_TOKENS: z.optional(
    z
      .string()
      .check(z.regex(/^[a-z0-9-]+=[^,\s]+(,[a-z0-9-]+=[^,\s]+)*$/, 'must be network=secret pairs separated by commas')),
  ),
  LEAD_PARTNER_ENDPOINTS: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^[a-z0-9-]+=https?:\/\/[^,\s]+(,[a-z0-9-]+=https?:\/\/[^,\s]+)*$/,
          'must be partner=https://… pairs separated by commas',
        ),
      ),
  ),
  GA4_API_SECRET: text,
  GA4_MEASUREMENT_URL: httpUrl,
  META_CONVERSIONS_TOKEN: text,
  META_GRAPH_URL: httpUrl,
  DATA_HASH_SECRET: text,
})

export type ServerEnv = z.infer<typeof serverEnvSchema>
export const serverVariableNames = Object.keys(serverEnvSchema.shape) as (keyof ServerEnv)[]

/** Where content comes from: the embedded store, Payload (CMS_URL) or another CMS with the contract. */
export type ContentSourceConfig =
  | { kind: 'store' }
  | { kind: 'payload'; url: string; apiKey: string | undefined }
  | { kind: 'remote'; url: string }

/** The content room's section: where content comes from and who may see drafts or purge it. */
export type ContentConfig = {
  source: ContentSourceConfig
  /** The embedded store's source files and database. */
  dir: string
  dbPath: string
  /** Seconds an answer of an external CMS stays fresh in the site's cache. */
  cacheMaxAgeSeconds: number
  /** The key draft-preview tokens are signed with; undefined: no previews. */
  previewSecret: string | undefined
  /** What POST /api/revalidate must carry; undefined: it is refused. */
  revalidateSecret: string | undefined
}

/** The leads room's section: its database, what it keeps, and where its outbox sends. */
export type LeadsConfig = {
  database: LeadsDatabaseTarget
  /** Days a signup's contact data is kept after it was last sent; 0: until erased on request. */
  contactRetentionDays: number
  /** Each affiliate network's postback secret, by network id; empty: postbacks are refused. */
  postbackTokens: ReadonlyMap<string, string>
  /** Where each partner takes the signups of its pages, by partner id; empty: nothing is delivered. */
  partnerEndpoints: ReadonlyMap<string, string>
  /** The platforms' credentials for forwarding conversions; a platform without them is not told. */
  conversionForwarding: ForwardingConfig
}

/** The door's section: who a request comes from. */
export type DoorConfig = {
  /** The proxies in front that may name the client in X-Forwarded-For; none: the connection is the client. */
  trustProxy: TrustedProxies
}

/**
 * The parsed configuration: the process's own facts at the top, and a section for each room of the
 * server runtime (server-runtime.server.ts) it alone is built from.
 */
export type ServerConfig = {
  port: number
  host: string
  stage: Stage
  website: Website
  content: ContentConfig
  leads: LeadsConfig
  door: DoorConfig
  /** The CMS admin's origin as editors' browsers reach it: it may frame and refresh draft previews. */
  cmsOrigin: string | undefined
  /** How the server reaches its own APIs during SSR; undefined: content is read in-process. */
  internalApiUrl: string | undefined
  blockGallery: boolean
  /** Set only in the production stage: errors go to Sentry. */
  sentryDsn: string | undefined
  geolocationCookieName: string
  pageCache: { ttlSeconds: number; maxBytes: number }
  webConcurrency: number
  /** Prometheus metrics on a port of their own; undefined: off. */
  metrics: { port: number; host: string } | undefined
  /** The origin of the draft-preview links `npm run preview:token` prints. */
  previewBaseUrl: string
  /** The HMAC key of hashes of personal data: the door's rate-limit keys and the leads' privacy log. */
  dataHashSecret: string
}

/** A variable with a value the server cannot run with: start-up stops with every such variable named. */
export class ServerConfigError extends Error {
  override name = 'ServerConfigError'
}

/** The site's content API's own freshness: a minute. */
const defaultContentCacheMaxAge = 60
const defaultPageCacheSeconds = 10
/** ~400 pages of 130 KB (plus their gzip pieces). */
const defaultPageCacheMegabytes = 64
const mebibyte = 1024 * 1024
/** Half a year: long enough for partners to reach a person and for disputes over a lead. */
const defaultContactRetentionDays = 180
/** Google's documented Measurement Protocol endpoint (region1.google-analytics.com keeps data in the EU). */
const defaultGa4MeasurementUrl = 'https://www.google-analytics.com/mp/collect'
/** The Graph API version the Conversions API calls are written against. */
const defaultMetaGraphUrl = 'https://graph.facebook.com/v21.0'

/** Each malformed variable with its value, but a secret's value never: the message goes to the log. */
function describeIssues(error: z.core.$ZodError, values: Record<string, string>): string {
  return error.issues
    .map((issue) => {
      const name = String(issue.path[0])
      return isSecretVariable(name) ? `${name} ${issue.message}` : `${name} ${issue.message}, not "${values[name]}"`
    })
    .join('; ')
}

function websiteOf(siteId: string | undefined): Website {
  try {
    return websiteById(siteIdFromEnv(siteId))
  } catch (error) {
    if (error instanceof UnknownSiteError) throw new ServerConfigError(error.message)
    throw error
  }
}

/** The configuration the environment describes; throws ServerConfigError naming each bad variable. */
export function loadServerConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): ServerConfig {
  const values = presentValues(env, serverVariableNames)
  const parsed = serverEnvSchema.safeParse(values)
  if (!parsed.success) throw new ServerConfigError(describeIssues(parsed.error, values))
  const vars = parsed.data
  const { secrets, problems } = resolveSecrets('site', vars, vars.NODE_ENV === 'production')
  if (problems.length > 0) throw new ServerConfigError(problems.join('; '))
  const website = websiteOf(vars.SITE_ID)
  const stage = vars.STAGE ?? (vars.NODE_ENV === 'production' ? 'production' : 'development')
  const port = Number(vars.PORT ?? 3000)
  const cmsPublic = vars.CMS_PUBLIC_URL ?? vars.CMS_URL
  return {
    port,
    host: vars.HOST ?? '0.0.0.0',
    stage,
    website,
    content: {
      source: vars.CMS_URL
        ? { kind: 'payload', url: vars.CMS_URL, apiKey: vars.CMS_API_KEY }
        : vars.CONTENT_API_URL
          ? { kind: 'remote', url: vars.CONTENT_API_URL }
          : { kind: 'store' },
      dir: resolve(cwd, vars.CONTENT_DIR ?? 'content'),
      dbPath: vars.CONTENT_DB_PATH ?? join(cwd, 'data', `content-${website.id}.sqlite`),
      cacheMaxAgeSeconds: Number(vars.CONTENT_CACHE_MAX_AGE ?? defaultContentCacheMaxAge),
      previewSecret: vars.PREVIEW_SECRET,
      revalidateSecret: vars.REVALIDATE_SECRET,
    },
    leads: {
      database: vars.DATABASE_URL
        ? { postgresUrl: vars.DATABASE_URL }
        : { sqlitePath: vars.LEADS_DB_PATH ?? join(cwd, 'data', `leads-${website.id}.sqlite`) },
      contactRetentionDays: Number(vars.CONTACT_RETENTION_DAYS ?? defaultContactRetentionDays),
      postbackTokens: pairsOf(vars.POSTBACK_TOKENS),
      partnerEndpoints: pairsOf(vars.LEAD_PARTNER_ENDPOINTS),
      conversionForwarding: {
        ...(vars.GA4_API_SECRET && {
          ga4: { apiSecret: vars.GA4_API_SECRET, url: vars.GA4_MEASUREMENT_URL ?? defaultGa4MeasurementUrl },
        }),
        ...(vars.META_CONVERSIONS_TOKEN && {
          meta: { accessToken: vars.META_CONVERSIONS_TOKEN, url: vars.META_GRAPH_URL ?? defaultMetaGraphUrl },
        }),
      },
    },
    door: { trustProxy: trustedProxiesFrom(vars.TRUST_PROXY) ?? new BlockList() },
    cmsOrigin: cmsPublic ? new URL(cmsPublic).origin : undefined,
    internalApiUrl: vars.INTERNAL_API_URL,
    blockGallery: stage !== 'production' || vars.BLOCK_GALLERY === '1',
    sentryDsn: stage === 'production' ? vars.SENTRY_DSN : undefined,
    geolocationCookieName: vars.GEOLOCATION_COOKIE_NAME ?? defaultGeolocationCookieName,
    pageCache: {
      ttlSeconds: Number(vars.PAGE_CACHE_SECONDS ?? defaultPageCacheSeconds),
      maxBytes: Number(vars.PAGE_CACHE_MAX_MB ?? defaultPageCacheMegabytes) * mebibyte,
    },
    webConcurrency: vars.WEB_CONCURRENCY === 'auto' ? availableParallelism() : Number(vars.WEB_CONCURRENCY ?? 1),
    metrics: vars.METRICS_PORT
      ? { port: Number(vars.METRICS_PORT), host: vars.METRICS_HOST ?? '127.0.0.1' }
      : undefined,
    previewBaseUrl: vars.PREVIEW_BASE_URL ?? `http://localhost:${port}`,
    dataHashSecret: String(secrets.DATA_HASH_SECRET),
  }
}

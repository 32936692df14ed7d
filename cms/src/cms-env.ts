// The CMS's whole configuration, parsed from the environment by one schema, as the site's is
// (app/server/runtime/server-config.server.ts): every variable the CMS, its scripts and its Next
// server read is declared here and read nowhere else. A wrong value, and in production a missing,
// example or short secret (app/server/runtime/secrets.server.ts), stops start-up naming the variable.
// README's table "The CMS" is checked against `cmsEnvSchema` (cms-env.test.ts).
//
// Production is NODE_ENV=production as the operator gave it, or a CMS_HOST other than loopback. Next
// sets NODE_ENV=production itself in every `next start`, so scripts/cms hands the operator's own
// value on as CMS_NODE_ENV; a `next start` without it counts as production.
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  appConfig,
  type LeadsDatabaseTarget,
  optionalHttpUrl,
  optionalText,
  presentValues,
  resolveSecrets,
  secretRefusals,
  z,
} from '../../app/server/cms-contract.server.ts'

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

const text = optionalText
const httpUrl = optionalHttpUrl

/** SITE_URL_<siteId> for each website: where that site runs when not at SITE_URL. */
const siteUrlVariables = Object.fromEntries(appConfig.websites.map((website) => [`SITE_URL_${website.id}`, httpUrl]))

/** Every environment variable of the CMS, as text: what each may be. */
export const cmsEnvSchema = z.object({
  NODE_ENV: text,
  CMS_NODE_ENV: text,
  CMS_HOST: text,
  CMS_PORT: z.optional(z.string().check(z.regex(/^\d+$/, 'must be a whole number of a TCP port'))),
  PAYLOAD_SECRET: text,
  CMS_ADMIN_EMAIL: z.optional(z.email('must be an e-mail address')),
  CMS_ADMIN_PASSWORD: text,
  CMS_API_KEY: text,
  CMS_DATABASE_PATH: text,
  CMS_MEDIA_DIR: text,
  CONTENT_DIR: text,
  PUBLIC_DIR: text,
  SITE_ID: z.optional(z.string().check(z.regex(/^\d+$/, 'must be a website id'))),
  LEADS_DB_PATH: text,
  DATABASE_URL: z.optional(z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  SITE_URL: httpUrl,
  ...siteUrlVariables,
  PREVIEW_SECRET: text,
  REVALIDATE_SECRET: text,
})

export type CmsEnv = z.infer<typeof cmsEnvSchema>
export const cmsVariableNames = Object.keys(cmsEnvSchema.shape)

export type CmsConfig = {
  /** Production: secrets are checked, no development default is filled in. */
  production: boolean
  payloadSecret: string
  /** The administrator a first start creates; the password is missing only in production, where it must be set to create one. */
  admin: { email: string; password: string | undefined; apiKey: string | undefined }
  databasePath: string
  mediaDir: string
  contentDir: string
  publicDir: string
  /** The leads database the figures view reads, as the site's own configuration names it. */
  leadsDatabase: LeadsDatabaseTarget
  /** The origin of a website, by its id (SITE_URL_<id>, else SITE_URL). */
  siteUrl: (siteId: number) => string
  previewSecret: string | undefined
  revalidateSecret: string | undefined
}

/** A variable with a value the CMS cannot run with: start-up stops with every such variable named. */
export class CmsConfigError extends Error {
  override name = 'CmsConfigError'
}

const loopbackHosts = new Set(['localhost', '::1', '[::1]'])
const isLoopback = (host: string) => loopbackHosts.has(host) || /^127(\.\d{1,3}){3}$/.test(host)

/**
 * The configuration the environment describes; throws CmsConfigError naming each refused variable.
 * `building`: `next build` evaluates the config to collect its routes, signing and serving nothing,
 * so a build takes the development values and checks no secret (a CI build has none).
 */
export function loadCmsConfig(env: Record<string, string | undefined> = process.env, building = false): CmsConfig {
  const values = presentValues(env, cmsVariableNames)
  const parsed = cmsEnvSchema.safeParse(values)
  if (!parsed.success)
    throw new CmsConfigError(parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`).join('; '))
  const vars: Record<string, string | undefined> = parsed.data
  const production =
    !building && ((vars.CMS_NODE_ENV ?? vars.NODE_ENV) === 'production' || !isLoopback(vars.CMS_HOST ?? '127.0.0.1'))
  const { secrets, problems } = resolveSecrets('cms', vars, production)
  if (problems.length > 0) throw new CmsConfigError(problems.join('; '))
  const { databasePath, mediaDir } = cmsDataPathsOf(vars)
  return {
    production,
    payloadSecret: String(secrets.PAYLOAD_SECRET),
    admin: {
      email: vars.CMS_ADMIN_EMAIL ?? 'admin@example.com',
      password: secrets.CMS_ADMIN_PASSWORD,
      apiKey: secrets.CMS_API_KEY,
    },
    databasePath,
    mediaDir,
    contentDir: resolve(vars.CONTENT_DIR ?? join(repository, 'content')),
    publicDir: resolve(vars.PUBLIC_DIR ?? join(repository, 'public')),
    leadsDatabase: vars.DATABASE_URL
      ? { postgresUrl: vars.DATABASE_URL }
      : {
          sqlitePath: resolve(
            vars.LEADS_DB_PATH ??
              join(repository, 'data', `leads-${vars.SITE_ID ?? appConfig.defaultWebsiteId}.sqlite`),
          ),
        },
    siteUrl: (siteId) => (vars[`SITE_URL_${siteId}`] ?? vars.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    previewSecret: secrets.PREVIEW_SECRET,
    revalidateSecret: secrets.REVALIDATE_SECRET,
  }
}

/** Where the CMS keeps its data: its SQLite database and its media library's files. */
function cmsDataPathsOf(vars: Record<string, string | undefined>): { databasePath: string; mediaDir: string } {
  const databasePath = resolve(vars.CMS_DATABASE_PATH ?? join(repository, 'data', 'cms.sqlite'))
  return { databasePath, mediaDir: resolve(vars.CMS_MEDIA_DIR ?? join(dirname(databasePath), 'media')) }
}

/**
 * The CMS's data paths as the environment names them, without the rest of its configuration: a
 * backup on a production machine needs no CMS secret to find them.
 */
export function cmsDataPaths(env: Record<string, string | undefined> = process.env) {
  return cmsDataPathsOf(presentValues(env, ['CMS_DATABASE_PATH', 'CMS_MEDIA_DIR']))
}

/** The first admin's password, or the refusal naming CMS_ADMIN_PASSWORD when production has none. */
export function firstAdminPassword(config: CmsConfig): string {
  if (config.admin.password === undefined) throw new CmsConfigError(secretRefusals.firstAdmin('CMS_ADMIN_PASSWORD'))
  return config.admin.password
}

let loaded: CmsConfig | undefined

/** This process's configuration, parsed once (NEXT_PHASE is Next's own: set while `next build` runs). */
export function cmsConfig(): CmsConfig {
  loaded ??= loadCmsConfig(process.env, process.env.NEXT_PHASE === 'phase-production-build')
  return loaded
}

/** Whether this code runs in the Next server (NEXT_RUNTIME, set by Next itself), not in a `payload run` script. */
export const runsInNextServer = () => process.env.NEXT_RUNTIME === 'nodejs'

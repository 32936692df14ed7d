// POST /api/revalidate: the CMS says what a publish changed, and the site drops it from its page and
// content caches, in every worker and instance (the purge bus). A Request in, a Response out; the
// server route mounts it, tests serve it over real HTTP.
//   204  done (also for another site's publish: nothing of this site changed)
//   403  no REVALIDATE_SECRET (the endpoint is off), a missing or wrong signature, or a sentAt more
//        than 5 minutes from the server's clock (a replay: the signature is good, the request old)
//   400  a body that is not JSON or not the contract (naming the field), a locale not of this site
//   405 / 413 / 415  another method, a body over 64 KiB, another content type
//   503  the other instances could not be told (PostgreSQL unreachable); this process has purged
import type { Website } from '../../../app.config.ts'
import { errorMessages } from '../../contracts/error-messages.ts'
import { reportError } from '../../errors/report.ts'
import { leadsErrorResponse, refuseForeignLocale } from '../leads/leads-responses.server.ts'
import { parseJsonBody, readJsonBodyBytes } from '../leads/read-json-body.server.ts'
import type { Purge } from '../purge-bus.server.ts'
import { isLocaleBound, purgedLocales, purgeForPublish, purgesLocalePages } from './publish-purge.server.ts'
import { revalidateBodySchema } from './revalidate-body.server.ts'
import { revalidateSignatureHeader, verifyRevalidation } from './revalidate-signature.server.ts'

/** How far sentAt may be from the server's clock, either way (clock skew between the machines included). */
export const replayWindowMs = 5 * 60_000
/** The CMS should retry a publish the other instances missed after this long. */
const retryAfterSeconds = 5

export type RevalidateOptions = {
  /** env REVALIDATE_SECRET; without it every request is refused. */
  secret: string | undefined
  website: Website
  /** Purges this process and tells every other (the purge bus's publish). */
  publish: (purge: Purge) => Promise<void>
  /** The paths of a locale's pages the route table does not name (content entries, pages the CMS moved), dropped with its pages. */
  pagePathsBeyondRoutes?: (locale: string) => Promise<readonly string[]>
  now?: () => Date
}

const refused = (reason: keyof typeof errorMessages.revalidateRefused) =>
  leadsErrorResponse(403, { code: 'forbidden', message: errorMessages.revalidateRefused[reason] })

const done = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })

export async function handleRevalidateRequest(request: Request, options: RevalidateOptions): Promise<Response> {
  const { secret, website } = options
  if (!secret) return refused('off')
  const bytes = await readJsonBodyBytes(request)
  if (!bytes.ok) return bytes.response
  // Nothing of an unsigned body is read, not even whether it parses.
  if (!verifyRevalidation(secret, bytes.body, request.headers.get(revalidateSignatureHeader)))
    return refused('bad-signature')
  const parsed = parseJsonBody(bytes.body, revalidateBodySchema)
  if (!parsed.ok) return parsed.response
  const body = parsed.body
  const now = (options.now ?? (() => new Date()))().getTime()
  if (Math.abs(now - Date.parse(body.sentAt)) > replayWindowMs) return refused('replay')
  if (body.site !== website.id) return done()
  const foreignLocale = isLocaleBound(body.collection) ? refuseForeignLocale(website, body.locale) : undefined
  if (foreignLocale) return foreignLocale
  const pagesBeyondRoutes = purgesLocalePages(body)
    ? await pagesBeyondRoutesOf(purgedLocales(website, body), options)
    : []
  try {
    await options.publish(purgeForPublish(website, body, pagesBeyondRoutes))
  } catch (error) {
    reportError(error, { level: 'error', tags: { path: '/api/revalidate' } })
    return leadsErrorResponse(
      503,
      { code: 'unavailable', message: errorMessages.revalidateNotPropagated },
      { 'retry-after': String(retryAfterSeconds) },
    )
  }
  return done()
}

/** The pages of the locales beyond the route table; a content source that cannot list them now leaves them to expire. */
async function pagesBeyondRoutesOf(locales: readonly string[], { pagePathsBeyondRoutes }: RevalidateOptions) {
  if (!pagePathsBeyondRoutes) return []
  try {
    return (await Promise.all(locales.map((locale) => pagePathsBeyondRoutes(locale)))).flat()
  } catch (error) {
    reportError(error, { level: 'warning', tags: { path: '/api/revalidate' } })
    return []
  }
}

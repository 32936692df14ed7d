// The leads API's answers: JSON, never cached, errors of one shape naming the offending field.
import type { Website } from '../../../app.config.ts'
import type { LeadsError } from '../../contracts/leads/schemas.ts'
import { reportError } from '../../errors/report.ts'
import { countriesOf } from '../../site/website.ts'
import { LeadsStoreUnavailable, retryAfterSeconds } from './store/leads-database.server.ts'

export const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

/** A JSON answer; body may be pre-serialised JSON text (the cached product list is). */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { ...jsonHeaders, ...headers },
  })
}

/** The body of every refusal: `{ "error": … }`. */
export const leadsErrorBody = (error: LeadsError): string => JSON.stringify({ error })

export function leadsErrorResponse(status: number, error: LeadsError, headers: Record<string, string> = {}): Response {
  return jsonResponse(leadsErrorBody(error), status, headers)
}

/**
 * The endpoint's answer, or 503 with Retry-After when the store fails: the API never answers 500
 * and never half-writes (each endpoint writes in one statement or one transaction). The store
 * reports its own outages once; any other failure is reported here.
 */
export async function unlessStoreFails(pathname: string, answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer()
  } catch (error) {
    if (!(error instanceof LeadsStoreUnavailable)) reportError(error, { level: 'error', tags: { path: pathname } })
    return leadsErrorResponse(
      503,
      { code: 'unavailable', message: 'The leads store is unavailable; retry' },
      { 'retry-after': String(retryAfterSeconds) },
    )
  }
}

/** A 400 for a locale the site does not serve, or undefined when it serves it. */
export function refuseForeignLocale(website: Website, locale: string): Response | undefined {
  if (countriesOf(website).some((country) => country.locale === locale)) return undefined
  return leadsErrorResponse(400, {
    code: 'invalid_body',
    message: `locale: ${locale} is not a locale of this site`,
    field: 'locale',
  })
}

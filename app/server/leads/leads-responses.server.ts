// The leads API's answers: JSON, never cached, errors of one shape naming the offending field.
import type { Website } from '../../../app.config.ts'
import type { LeadsError } from '../../api/leads/schemas.ts'
import { countriesOf } from '../../site/website.ts'

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

/** A JSON answer; body may be pre-serialised JSON text (the cached product list is). */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { ...jsonHeaders, ...headers },
  })
}

export function leadsErrorResponse(status: number, error: LeadsError, headers: Record<string, string> = {}): Response {
  return jsonResponse({ error }, status, headers)
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

// The leads API's answers: JSON, never cached, errors of one shape naming the offending field.
import type { LeadsError } from '../../api/leads/schemas.ts'

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

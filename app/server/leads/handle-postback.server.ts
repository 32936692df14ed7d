// GET /api/postback/{network}: an affiliate network's server tells the site that a click-out
// converted (a registration, a deposit, an approved lead, ...), naming the click by the click id
// the click-out filled into the product's link (handle-outbound-click.server.ts). The network proves
// itself with its secret (POSTBACK_TOKENS) in `Authorization: Bearer <secret>`, or in `token` for a
// network that can only call a URL; without any configured the endpoint refuses everything. It books
// only a click on one of its own products: another network's click answers as an unknown one.
// Networks retry until they get a 2xx, so a transaction id they repeat is stored once and answered
// 200 again; a click the site never issued is 404 and reported, so a misconfigured network shows.
// A conversion goes on to the ad and analytics platforms the click's consent allows, through the
// outbox its own transaction writes (conversions/conversion-forwarding.server.ts).
import { createHash, timingSafeEqual } from 'node:crypto'
import { reportError } from '../../errors/report.ts'
import { z } from '../../lib/zod.ts'
import { type ForwardingTarget, forwardsOf } from './conversions/conversion-forwarding.server.ts'
import { postbackEvents } from './conversions/postback-events.server.ts'
import { jsonResponse, leadsErrorResponse, unlessStoreFails } from './leads-responses.server.ts'
import type { LeadsStore } from './leads-store.server.ts'

const postbackSchema = z
  .object({
    click_id: z.string().check(z.regex(/^[\w-]{1,64}$/, 'expected the click id the click-out sent')),
    event: z.enum(postbackEvents),
    // Networks fill an empty macro with nothing: no payout.
    payout: z.optional(z.string().check(z.regex(/^(\d{1,9}(\.\d{1,4})?)?$/, 'expected an amount such as 25 or 12.50'))),
    currency: z.optional(z.string().check(z.regex(/^[A-Za-z]{3}$/, 'expected an ISO 4217 code such as EUR'))),
    txid: z.string().check(z.regex(/^[\x21-\x7e]{1,128}$/, 'expected the transaction id, 1 to 128 visible characters')),
  })
  .check(
    z.superRefine((postback, ctx) => {
      if (Number(postback.payout ?? 0) > 0 && !postback.currency)
        ctx.addIssue({ code: 'custom', path: ['currency'], message: 'required with a payout' })
    }),
  )

export type PostbackDeps = {
  store: LeadsStore
  /** Each network's secret; empty: postbacks are off. */
  tokens: ReadonlyMap<string, string>
  /** The platforms conversions are forwarded to; none: nothing is. */
  forwarding: readonly ForwardingTarget[]
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Compared in constant time: the answer's timing tells nothing about the secret. */
function tokenMatches(expected: string | undefined, given: string | null): boolean {
  return expected !== undefined && given !== null && timingSafeEqual(digest(expected), digest(given))
}

/** The secret as the network sent it: the Authorization header's bearer token, else the query's `token`. */
function givenToken(request: Request, query: URLSearchParams): string | null {
  const authorization = request.headers.get('authorization')
  if (authorization === null) return query.get('token')
  return /^Bearer +(\S+)$/i.exec(authorization.trim())?.[1] ?? ''
}

const forbidden = () => leadsErrorResponse(403, { code: 'forbidden', message: 'Unknown network or wrong token' })

export function handlePostback(request: Request, network: string, deps: PostbackDeps): Promise<Response> {
  return unlessStoreFails('/api/postback/', () => answerPostback(request, network, deps))
}

async function answerPostback(request: Request, network: string, deps: PostbackDeps): Promise<Response> {
  if (request.method !== 'GET')
    return leadsErrorResponse(405, { code: 'method_not_allowed', message: 'Use GET' }, { allow: 'GET' })
  const query = new URL(request.url).searchParams
  if (!tokenMatches(deps.tokens.get(network), givenToken(request, query))) return forbidden()
  const parsed = postbackSchema.safeParse(Object.fromEntries(query))
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    const field = String(issue?.path[0] ?? '')
    return leadsErrorResponse(400, { code: 'invalid_query', message: `${field}: ${issue?.message}`, field })
  }
  const { click_id: clickId, event, txid } = parsed.data
  const amount = Number(parsed.data.payout || 0)
  const conversion = {
    network,
    txid,
    clickId,
    event,
    // A rejection takes back what the network paid: the report sums payouts.
    payout: event === 'rejected' ? -amount : amount,
    currency: amount > 0 ? (parsed.data.currency?.toUpperCase() ?? null) : null,
  }
  const outcome = await deps.store.recordConversion(conversion, forwardsOf(event, deps.forwarding))
  if (outcome === 'unknown click') {
    reportError(new Error('A postback named a click the site never sent'), {
      level: 'warning',
      tags: { path: '/api/postback/', network },
      extra: { ...conversion },
    })
    return leadsErrorResponse(404, {
      code: 'unknown_click',
      message: `click_id: no click ${clickId}`,
      field: 'click_id',
    })
  }
  return jsonResponse({ recorded: outcome === 'recorded' })
}

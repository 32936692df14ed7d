// Signups taken on a white-label partner's page go to that partner's endpoint (LEAD_PARTNER_ENDPOINTS)
// from their own row: the signup's insert marks it pending (the outbox), and a deliverer running in
// every server process claims the due ones, posts each as JSON and marks it delivered on a 2xx. A
// partner that is down or answers anything else gets the lead again later, with backoff, until the
// last attempt marks it failed (the report shows pending and failed ones). Nothing is lost while a
// partner is down, and a claim leases its rows, so several processes never post the same lead at once.
// Every post carries an Idempotency-Key: a partner whose 2xx was lost on the way sees the retry as
// the lead it already has.
import type { ErrorReport } from '../../../contracts/error-report.ts'
import { type LeadsDatabase, LeadsStoreUnavailable } from '../store/leads-database.server.ts'

export const deliveryPolicy = {
  /** How often each process looks for due deliveries. */
  intervalMs: 15_000,
  /** Leads claimed per look. */
  batch: 20,
  /** A partner slower than this counts as down for this attempt. */
  timeoutMs: 10_000,
  /** The first retry waits this long, each later one twice as long as the one before ... */
  firstRetryMs: 30_000,
  /** ... up to this. */
  longestRetryMs: 6 * 3_600_000,
  /** After this many attempts (about two days with the waits above) the lead is marked failed. */
  attempts: 12,
} as const

/** How long a failed attempt waits before the next one: 30 s, 1 min, 2 min, ... up to 6 h. */
export const retryDelayMs = (attemptsMade: number) =>
  Math.min(deliveryPolicy.firstRetryMs * 2 ** Math.max(0, attemptsMade - 1), deliveryPolicy.longestRetryMs)

/** What the partner receives: the signup as the person gave it, with the site's id for it. */
export type DeliveredLead = {
  id: number
  siteId: number
  locale: string
  purpose: string | null
  name: string
  email: string
  phone: string
  amount: number | null
  createdAt: string
}

export type DeliveryRound = { delivered: number; retrying: number; failed: number }

export type LeadDeliveryOptions = {
  database: LeadsDatabase
  /** Each partner's endpoint, by partner id. */
  endpoints: ReadonlyMap<string, string>
  now?: () => Date
  fetch?: typeof globalThis.fetch
}

const leaseMs = 2 * deliveryPolicy.timeoutMs

/** One round: claims the due leads of partners with an endpoint, posts each, records the outcome. */
export async function deliverDueLeads(options: LeadDeliveryOptions): Promise<DeliveryRound> {
  const { database: db, endpoints } = options
  const clock = options.now ?? (() => new Date())
  const now = clock()
  const post = options.fetch ?? globalThis.fetch
  const round: DeliveryRound = { delivered: 0, retrying: 0, failed: 0 }
  if (endpoints.size === 0) return round
  const q = db.query
  const due = (table: typeof q) =>
    table
      .selectFrom('signups')
      .select('id')
      .where('delivery_status', '=', 'pending')
      .where('next_delivery_at', '<=', now.toISOString())
      .where('erased_at', 'is', null)
      .where('partner_id', 'in', [...endpoints.keys()])
      .orderBy('id')
      .limit(deliveryPolicy.batch)
  // The claim moves the rows' next try past the lease: another process's claim skips them. The
  // conditions are repeated outside the subquery so PostgreSQL checks them again on a row another
  // claim changed meanwhile.
  const [claim] = await db.run([
    q
      .updateTable('signups')
      .set({ next_delivery_at: new Date(now.getTime() + leaseMs).toISOString() })
      .where('id', 'in', due(q))
      .where('delivery_status', '=', 'pending')
      .where('next_delivery_at', '<=', now.toISOString())
      .returning([
        'id',
        'site_id',
        'partner_id',
        'locale',
        'purpose',
        'name',
        'email',
        'phone',
        'amount',
        'created_at',
        'delivery_attempts',
      ]),
  ])
  // All posts of the round at once: each ends within timeoutMs, well inside the claim's lease, so no
  // other process claims a lead while its post is still on its way.
  const outcomes = await Promise.all(
    (claim?.rows ?? []).map(async (row) => {
      const lead: DeliveredLead = {
        id: Number(row.id),
        siteId: Number(row.site_id),
        locale: String(row.locale),
        purpose: row.purpose === null ? null : String(row.purpose),
        name: String(row.name),
        email: String(row.email),
        phone: String(row.phone),
        amount: row.amount === null ? null : Number(row.amount),
        createdAt: String(row.created_at),
      }
      const failure = await postLead(post, endpoints.get(String(row.partner_id)) ?? '', lead)
      const attempts = Number(row.delivery_attempts) + 1
      const finished = clock()
      const outcome =
        failure === undefined
          ? { delivery_status: 'delivered' as const, delivered_at: finished.toISOString(), delivery_error: null }
          : attempts >= deliveryPolicy.attempts
            ? { delivery_status: 'failed' as const, delivery_error: failure }
            : {
                delivery_status: 'pending' as const,
                next_delivery_at: new Date(finished.getTime() + retryDelayMs(attempts)).toISOString(),
                delivery_error: failure,
              }
      return { id: lead.id, attempts, outcome }
    }),
  )
  // The round's outcomes in one unit: one round trip, however many leads it posted.
  if (outcomes.length > 0)
    await db.run(
      outcomes.map(({ id, attempts, outcome }) =>
        q
          .updateTable('signups')
          .set({ ...outcome, delivery_attempts: attempts })
          .where('id', '=', id),
      ),
    )
  for (const { outcome } of outcomes)
    round[outcome.delivery_status === 'pending' ? 'retrying' : outcome.delivery_status]++
  return round
}

/** Posts the lead; what went wrong, in words without contact data, or undefined on a 2xx. */
async function postLead(post: typeof fetch, endpoint: string, lead: DeliveredLead): Promise<string | undefined> {
  try {
    const response = await post(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `lead-${lead.id}` },
      body: JSON.stringify(lead),
      signal: AbortSignal.timeout(deliveryPolicy.timeoutMs),
      redirect: 'error',
    })
    await response.body?.cancel()
    return response.ok ? undefined : `HTTP ${response.status}`
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      return `no answer within ${deliveryPolicy.timeoutMs} ms`
    // fetch() fails with a TypeError whose cause says why (ECONNREFUSED, ENOTFOUND, ...).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined
    const code = cause && 'code' in cause ? String(cause.code) : error instanceof Error ? error.name : 'Error'
    return `unreachable (${code})`
  }
}

export type LeadDelivery = { stop(): Promise<void> }

/** Delivers due leads now and every interval until stop(); one round at a time. */
export function startLeadDelivery(
  options: LeadDeliveryOptions & { report: (error: unknown, report: ErrorReport) => void },
): LeadDelivery {
  let running: Promise<unknown> = Promise.resolve()
  let busy = false
  const run = () => {
    if (busy) return
    busy = true
    running = deliverDueLeads(options)
      .catch((error: unknown) => {
        // The store reports its outages itself; the next round tries again.
        if (!(error instanceof LeadsStoreUnavailable))
          options.report(error, { level: 'warning', tags: { task: 'lead delivery' } })
      })
      .finally(() => {
        busy = false
      })
  }
  run()
  const timer = setInterval(run, deliveryPolicy.intervalMs).unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}

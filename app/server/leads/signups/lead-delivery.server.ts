// Signups taken on a white-label partner's page go to that partner's endpoint (LEAD_PARTNER_ENDPOINTS)
// from their own row: the signup's insert marks it pending (the outbox), and a deliverer running in
// every server process claims the due ones, posts each as JSON and marks it delivered on a 2xx. A
// partner that is down or answers anything else gets the lead again later, with backoff, until the
// last attempt marks it failed (the report shows pending and failed ones). Nothing is lost while a
// partner is down, and a claim leases its rows, so several processes never post the same lead at once.
// Every post carries an Idempotency-Key: a partner whose 2xx was lost on the way sees the retry as
// the lead it already has.
import type { ErrorReport } from '../../../contracts/error-report.ts'
import {
  attemptOutcome,
  type DeliveryRound,
  deliveryPolicy,
  leaseMs,
  postOnce,
  type Rounds,
  roundOf,
  startRounds,
} from '../outbox.server.ts'
import type { LeadsDatabase } from '../store/leads-database.server.ts'

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

export type LeadDeliveryOptions = {
  database: LeadsDatabase
  /** Each partner's endpoint, by partner id. */
  endpoints: ReadonlyMap<string, string>
  now?: () => Date
  fetch?: typeof globalThis.fetch
}

/** One round: claims the due leads of partners with an endpoint, posts each, records the outcome. */
export async function deliverDueLeads(options: LeadDeliveryOptions): Promise<DeliveryRound> {
  const { database: db, endpoints } = options
  const clock = options.now ?? (() => new Date())
  const now = clock()
  const post = options.fetch ?? globalThis.fetch
  if (endpoints.size === 0) return roundOf([])
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
      const failure = await postOnce(post, endpoints.get(String(row.partner_id)) ?? '', lead, {
        'idempotency-key': `lead-${lead.id}`,
      })
      const attempts = Number(row.delivery_attempts) + 1
      const outcome = attemptOutcome(failure, attempts, clock())
      return { id: lead.id, attempts, outcome }
    }),
  )
  // The round's outcomes in one unit: one round trip, however many leads it posted.
  if (outcomes.length > 0)
    await db.run(
      outcomes.map(({ id, attempts, outcome }) =>
        q
          .updateTable('signups')
          .set({
            delivery_status: outcome.status,
            delivery_attempts: attempts,
            delivery_error: outcome.status === 'delivered' ? null : outcome.error,
            ...(outcome.status === 'delivered' && { delivered_at: outcome.at }),
            ...(outcome.status === 'pending' && { next_delivery_at: outcome.nextAt }),
          })
          .where('id', '=', id),
      ),
    )
  return roundOf(outcomes.map(({ outcome }) => outcome))
}

/** Delivers due leads now and every interval until stop(); one round at a time. */
export function startLeadDelivery(
  options: LeadDeliveryOptions & { report: (error: unknown, report: ErrorReport) => void },
): Rounds {
  return startRounds(() => deliverDueLeads(options), options.report, 'lead delivery')
}

// Signups taken on a white-label partner's page go to that partner's endpoint (LEAD_PARTNER_ENDPOINTS)
// from their own row: the signup's insert marks it pending, and the outbox worker (outbox.server.ts)
// every server process runs claims the due ones, posts each as JSON and marks it delivered on a 2xx. A
// partner that is down or answers anything else gets the lead again later, with backoff, until the
// last attempt marks it failed (the report shows pending and failed ones). Nothing is lost while a
// partner is down, and a claim leases its rows, so several processes never post the same lead at once.
// Every post carries an Idempotency-Key: a partner whose 2xx was lost on the way sees the retry as
// the lead it already has.
import { type DeliveryRound, type OutboxKind, type OutboxOptions, outboxRound, postOnce } from '../outbox.server.ts'
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
  fetch?: typeof globalThis.fetch
}

type ClaimedLead = { id: number; attempts: number; partnerId: string; lead: DeliveredLead }

/** Signups as the outbox worker's kind: the due leads of partners with an endpoint, posted to it. */
export function leadDelivery({
  database: db,
  endpoints,
  fetch: post = globalThis.fetch,
}: LeadDeliveryOptions): OutboxKind<ClaimedLead> {
  const q = db.query
  return {
    task: 'lead delivery',
    async claim({ now, leaseUntil, batch }) {
      if (endpoints.size === 0) return []
      const due = q
        .selectFrom('signups')
        .select('id')
        .where('delivery_status', '=', 'pending')
        .where('next_delivery_at', '<=', now)
        .where('erased_at', 'is', null)
        .where('partner_id', 'in', [...endpoints.keys()])
        .orderBy('id')
        .limit(batch)
      // The conditions are repeated outside the subquery so PostgreSQL checks them again on a row
      // another claim changed meanwhile.
      const [claim] = await db.run([
        q
          .updateTable('signups')
          .set({ next_delivery_at: leaseUntil })
          .where('id', 'in', due)
          .where('delivery_status', '=', 'pending')
          .where('next_delivery_at', '<=', now)
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
      return (claim?.rows ?? []).map((row) => ({
        id: Number(row.id),
        attempts: Number(row.delivery_attempts),
        partnerId: String(row.partner_id),
        lead: {
          id: Number(row.id),
          siteId: Number(row.site_id),
          locale: String(row.locale),
          purpose: row.purpose === null ? null : String(row.purpose),
          name: String(row.name),
          email: String(row.email),
          phone: String(row.phone),
          amount: row.amount === null ? null : Number(row.amount),
          createdAt: String(row.created_at),
        },
      }))
    },
    attempt: ({ partnerId, lead }) =>
      postOnce(post, endpoints.get(partnerId) ?? '', lead, { 'idempotency-key': `lead-${lead.id}` }),
    async settle(rows) {
      await db.run(
        rows.map(({ id, attempts, outcome }) =>
          q
            .updateTable('signups')
            .set({
              // A lead's attempt never answers unsendable; were one to, it is not sent again.
              delivery_status: outcome.status === 'unsendable' ? 'failed' : outcome.status,
              delivery_attempts: attempts,
              delivery_error: outcome.status === 'delivered' ? null : outcome.error,
              ...(outcome.status === 'delivered' && { delivered_at: outcome.at }),
              ...(outcome.status === 'pending' && { next_delivery_at: outcome.nextAt }),
            })
            .where('id', '=', id),
        ),
      )
    },
  }
}

/** One round of the worker over the signups (the tests' and a script's handle on it). */
export function deliverDueLeads(options: LeadDeliveryOptions & Pick<OutboxOptions, 'now'>): Promise<DeliveryRound> {
  return outboxRound(leadDelivery(options), options)
}

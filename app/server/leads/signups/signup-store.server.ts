// Signups in the leads database (its schema: store/leads-migrations). A repeated signup (the same
// name, e-mail and phone for the same partner within a day) refreshes the row it repeats: partners
// pay for a person, not for each time the person sends the form. Only a submission that already
// holds all of a row's contact data counts as its repeat, and a repeat never changes that contact
// data: whoever knows a stranger's e-mail or phone can neither overwrite nor learn the rest
// (decision 051).
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import { type LeadsDatabase, LeadsStoreUnavailable, oneAtATime } from '../store/leads-database.server.ts'
import type { LeadsSchema } from '../store/leads-schema.server.ts'

export type NewSignup = {
  siteId: number
  locale: string
  partnerId?: string
  purpose?: string
  name: string
  email: string
  /** International form, +<country code><national number>. */
  phone: string
  amount?: number
  /** The visit's impression, when the form knew it. */
  impressionId?: string
  createdAt: Date
}

export type SignupStore = {
  /** Stores the signup, or refreshes the one it repeats; the row's id, which is not for the sender. */
  save(signup: NewSignup): Promise<number>
}

/** How long a signup of the same contact and partner counts as the same signup again. */
export const repeatWindowMs = 24 * 60 * 60 * 1000

/** Arbitrary, fixed: the lock that lets one signup at a time look for its repeat. */
const signupLockKey = 28_028

/** The live signups a new one repeats: same site and partner, the same contact data, sent within the window. */
function repeatedBy(signup: NewSignup) {
  const since = new Date(signup.createdAt.getTime() - repeatWindowMs).toISOString()
  return (eb: ExpressionBuilder<LeadsSchema, 'signups'>): Expression<SqlBool> =>
    eb.and([
      eb('site_id', '=', signup.siteId),
      signup.partnerId === undefined ? eb('partner_id', 'is', null) : eb('partner_id', '=', signup.partnerId),
      eb('erased_at', 'is', null),
      eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(signup.email)])),
      eb('phone', '=', signup.phone),
      eb('name', '=', signup.name),
      eb(eb.fn.coalesce('updated_at', 'created_at'), '>=', since),
    ])
}

/**
 * The error without the contact data in its message (a database may quote a value it refused), so
 * no log line or error report carries it; the cause, which may quote it too, stays behind.
 */
function withoutContact(error: unknown, signup: NewSignup): Error {
  let message = error instanceof Error ? error.message : String(error)
  for (const value of [signup.name, signup.email, signup.phone]) message = message.replaceAll(value, '[contact]')
  return error instanceof LeadsStoreUnavailable ? new LeadsStoreUnavailable(message) : new Error(message)
}

export function signupStoreOf(db: LeadsDatabase): SignupStore {
  return {
    async save(signup) {
      const q = db.query
      const values = {
        locale: signup.locale,
        purpose: signup.purpose ?? null,
        name: signup.name,
        email: signup.email,
        phone: signup.phone,
        amount: signup.amount ?? null,
      }
      const repeats = repeatedBy(signup)
      const latestRepeat = q
        .selectFrom('signups')
        .select((eb) => eb.fn.max('id').as('id'))
        .where(repeats)
      try {
        // One unit, so a repeat sent twice at once is still one row: SQLite writes one unit at a
        // time; PostgreSQL's transactions take the lock first. Either the update or the insert writes.
        const results = await db.run([
          ...oneAtATime(db, signupLockKey),
          q
            .updateTable('signups')
            // What the person may change by sending the form again; the contact data stays as stored.
            .set({
              locale: values.locale,
              purpose: values.purpose,
              amount: values.amount,
              impression_id: signup.impressionId === undefined ? sql.ref('impression_id') : signup.impressionId,
              updated_at: signup.createdAt.toISOString(),
            })
            .where('id', '=', latestRepeat)
            .returning('id'),
          q
            .insertInto('signups')
            .columns([
              'site_id',
              'partner_id',
              'locale',
              'purpose',
              'name',
              'email',
              'phone',
              'amount',
              'impression_id',
              'consent_to_contact',
              'created_at',
              'delivery_status',
              'next_delivery_at',
            ])
            .expression(
              q
                .selectNoFrom((eb) => [
                  eb.val(signup.siteId).as('site_id'),
                  eb.val(signup.partnerId ?? null).as('partner_id'),
                  eb.val(values.locale).as('locale'),
                  eb.val(values.purpose).as('purpose'),
                  eb.val(values.name).as('name'),
                  eb.val(values.email).as('email'),
                  eb.val(values.phone).as('phone'),
                  eb.val(values.amount).as('amount'),
                  eb.val(signup.impressionId ?? null).as('impression_id'),
                  eb.val(1).as('consent_to_contact'),
                  eb.val(signup.createdAt.toISOString()).as('created_at'),
                  // A partner's signup waits in its own row to be delivered (lead-delivery.server.ts).
                  eb.val(signup.partnerId === undefined ? null : 'pending').as('delivery_status'),
                  eb.val(signup.partnerId === undefined ? null : signup.createdAt.toISOString()).as('next_delivery_at'),
                ])
                .where((eb) => eb.not(eb.exists(q.selectFrom('signups').select('id').where(repeats)))),
            )
            .returning('id'),
        ])
        const [row] = results.slice(-2).flatMap((result) => result.rows)
        return Number(row?.id)
      } catch (error) {
        throw withoutContact(error, signup)
      }
    },
  }
}

/**
 * A failed delivery made due now, for the operator who fixed the partner's side (the cockpit's
 * retry): the next round of any server process posts it once more; its attempts carry on, so a
 * partner that still refuses marks it failed again after that one post. Only a failed row: a pending
 * one is already on its way or leased by a round, and making it due again could post it twice.
 * Whether there was such a row.
 */
export async function retryFailedDelivery(db: LeadsDatabase, id: number, now = new Date()): Promise<boolean> {
  const [result] = await db.run([
    db.query
      .updateTable('signups')
      .set({ delivery_status: 'pending', next_delivery_at: now.toISOString() })
      .where('id', '=', id)
      .where('delivery_status', '=', 'failed')
      .where('erased_at', 'is', null),
  ])
  return (result?.changes ?? 0) > 0
}

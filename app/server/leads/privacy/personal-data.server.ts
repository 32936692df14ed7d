// A person's data in the leads database (docs/decisions/028-personal-data.md): found by the
// e-mail or phone of their signups, and through each signup's impression the visit it came from
// (the impression, its product events, network client ids and click-outs). Exported as it is
// stored; erased by anonymising what the operator's report counts and deleting the rest, and what
// was still to go out about the person (a lead, a conversion forward) stopped. Every export and
// erasure is logged in privacy_requests with a keyed hash of the contact, never the contact.

import type { Expression, ExpressionBuilder, SqlBool } from 'kysely'
import { sql } from 'kysely'
import { type LeadsDatabase, oneAtATime } from '../store/leads-database.server.ts'
import type { LeadsSchema } from '../store/leads-schema.server.ts'
import { keyedHash } from './keyed-hash.server.ts'

/** Whom a request is about: the e-mail (any case) or the phone (international form) of their signups. */
export type Contact = { email: string } | { phone: string }

type Signups = (eb: ExpressionBuilder<LeadsSchema, 'signups'>) => Expression<SqlBool>

/**
 * What the log keeps of a contact: enough for whoever holds the secret (DATA_HASH_SECRET) to tell
 * whether an address asked, not to read one back, nor to test a guess without the secret.
 */
export function contactHash(contact: Contact, secret: string): string {
  const subject = 'email' in contact ? `email:${contact.email.trim().toLowerCase()}` : `phone:${contact.phone}`
  return keyedHash(secret, subject)
}

const ofContact =
  (contact: Contact): Signups =>
  (eb) =>
    'email' in contact
      ? eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(contact.email.trim())]))
      : eb('phone', '=', contact.phone)

/** Signups whose contact data is older than the retention (counted from the last time it was sent). */
const olderThan =
  (cutoff: Date): Signups =>
  (eb) =>
    eb.and([eb('erased_at', 'is', null), eb(eb.fn.coalesce('updated_at', 'created_at'), '<', cutoff.toISOString())])

export type PersonalData = {
  signups: Record<string, unknown>[]
  impressions: Record<string, unknown>[]
  userEvents: Record<string, unknown>[]
  clientIds: Record<string, unknown>[]
  clicks: Record<string, unknown>[]
}

function queriesOf(db: LeadsDatabase, which: Signups) {
  const q = db.query
  const impressionIds = q
    .selectFrom('signups')
    .select('impression_id')
    .where(which)
    .where('impression_id', 'is not', null)
  const ids = () => impressionIds.$narrowType<{ impression_id: string }>()
  /** The conversions partners posted back about the person's click-outs. */
  const conversionIds = () =>
    q
      .selectFrom('conversions')
      .select('id')
      .where('click_id', 'in', q.selectFrom('clicks').select('click_id').where('impression_id', 'in', ids()))
      .$narrowType<{ id: number }>()
  return { q, impressionIds: ids, conversionIds }
}

/** Everything stored about the person, as stored, and the export logged. */
export async function exportPersonalData(
  db: LeadsDatabase,
  contact: Contact,
  hashSecret: string,
  now = new Date(),
): Promise<PersonalData> {
  const { q, impressionIds } = queriesOf(db, ofContact(contact))
  const results = await db.run([
    q.selectFrom('signups').selectAll().where(ofContact(contact)).orderBy('id'),
    q.selectFrom('impressions').selectAll().where('id', 'in', impressionIds()).orderBy('created_at'),
    q.selectFrom('user_events').selectAll().where('impression_id', 'in', impressionIds()).orderBy('id'),
    q.selectFrom('client_ids').selectAll().where('impression_id', 'in', impressionIds()).orderBy('id'),
    q.selectFrom('clicks').selectAll().where('impression_id', 'in', impressionIds()).orderBy('id'),
  ])
  const [signups = [], impressions = [], userEvents = [], clientIds = [], clicks = []] = results.map(({ rows }) => rows)
  const data = { signups, impressions, userEvents, clientIds, clicks }
  const rowCount = Object.values(data).reduce((sum, rows) => sum + rows.length, 0)
  await db.run([
    q.insertInto('privacy_requests').values({
      kind: 'export',
      subject_hash: contactHash(contact, hashSecret),
      row_count: rowCount,
      requested_at: now.toISOString(),
    }),
  ])
  return data
}

/** Why a conversion forward was never sent: its person's data was erased before it went out. */
export const erasedForwardError = 'not sent: the person’s data was erased'

/** Arbitrary, fixed: the lock that lets one erasure run at a time (workers, instances). */
const erasureLockKey = 28_029

/**
 * Erases the signups `which` selects and what their impressions link to, in one unit with its log
 * entry (logged always for a request, only when it changed rows for retention); the rows changed.
 * The signups keep what the report and the partners' billing count (site, locale, partner, purpose,
 * impression, time); the impressions keep their channel, subId, locale and time; product events
 * keep the product. Contact data, amount, tracking data, device, the browser's id, the networks'
 * client ids, the click-out's URL (its subId and click ids) and its advertising click ids go; a lead
 * not yet delivered and a conversion not yet forwarded are not sent any more.
 */
async function erase(
  db: LeadsDatabase,
  which: Signups,
  log: { kind: 'erase' | 'retention'; subjectHash: string | null },
  now: Date,
): Promise<number> {
  const { q, impressionIds, conversionIds } = queriesOf(db, which)
  const counted = (table: 'impressions' | 'client_ids' | 'clicks') =>
    q
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(table === 'impressions' ? 'id' : 'impression_id', 'in', impressionIds())
  const signupCount = q
    .selectFrom('signups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(which)
  const results = await db.run([
    ...oneAtATime(db, erasureLockKey),
    // Counted before the changes below, in the same transaction: the log says what this run changed.
    q
      .insertInto('privacy_requests')
      .columns(['kind', 'subject_hash', 'row_count', 'requested_at'])
      .expression(
        q
          .selectNoFrom((eb) => [
            eb.val(log.kind).as('kind'),
            eb.val(log.subjectHash).as('subject_hash'),
            eb(eb(eb(signupCount, '+', counted('impressions')), '+', counted('client_ids')), '+', counted('clicks')).as(
              'row_count',
            ),
            eb.val(now.toISOString()).as('requested_at'),
          ])
          // A request is logged even when nothing was stored; an hourly retention run only when it erased.
          .$if(log.kind === 'retention', (select) => select.where((eb) => eb(signupCount, '>', 0))),
      )
      .returning('row_count'),
    q.deleteFrom('client_ids').where('impression_id', 'in', impressionIds()),
    // A conversion not yet forwarded is not forwarded any more: what matched it to the person is gone.
    q
      .updateTable('conversion_forwards')
      .set({ status: 'unmatched', error: erasedForwardError })
      .where('status', '=', 'pending')
      .where('conversion_id', 'in', conversionIds()),
    q.updateTable('clicks').set({ target_url: '', ad_click_ids: null }).where('impression_id', 'in', impressionIds()),
    q
      .updateTable('impressions')
      .set({ unique_user_id: '', tracking_data: '{}', device: '{}' })
      .where('id', 'in', impressionIds()),
    // Last: the statements above find the impressions through these rows' contact data.
    q
      .updateTable('signups')
      .set((eb) => ({
        name: '',
        email: '',
        phone: '',
        amount: null,
        erased_at: now.toISOString(),
        // A lead not yet delivered is not delivered any more: there is nothing left to send.
        delivery_status: eb
          .case()
          .when('delivery_status', '=', 'pending')
          .then(sql.lit(null))
          .else(eb.ref('delivery_status'))
          .end(),
      }))
      .where(which),
  ])
  const logged = results.find((result) => result.rows.some((row) => 'row_count' in row))
  return Number(logged?.rows[0]?.row_count ?? 0)
}

/** Erases everything stored about the person; the rows changed. */
export function erasePersonalData(
  db: LeadsDatabase,
  contact: Contact,
  hashSecret: string,
  now = new Date(),
): Promise<number> {
  return erase(db, ofContact(contact), { kind: 'erase', subjectHash: contactHash(contact, hashSecret) }, now)
}

/** Erases contact data kept longer than retentionDays since it was last sent; the rows changed. */
export function eraseExpiredContacts(db: LeadsDatabase, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000)
  return erase(db, olderThan(cutoff), { kind: 'retention', subjectHash: null }, now)
}

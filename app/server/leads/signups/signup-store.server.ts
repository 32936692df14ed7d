// Signups in the leads database (its schema: store/leads-migrations).
import type { LeadsDatabase } from '../store/leads-database.server.ts'

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

export type SignupStore = { add(signup: NewSignup): Promise<number> }

export function signupStoreOf(db: LeadsDatabase): SignupStore {
  return {
    async add(signup) {
      const [row] = await db.all(
        db.query
          .insertInto('signups')
          .values({
            site_id: signup.siteId,
            locale: signup.locale,
            partner_id: signup.partnerId ?? null,
            purpose: signup.purpose ?? null,
            name: signup.name,
            email: signup.email,
            phone: signup.phone,
            amount: signup.amount ?? null,
            impression_id: signup.impressionId ?? null,
            consent_to_contact: 1,
            created_at: signup.createdAt.toISOString(),
          })
          .returning('id'),
      )
      return Number(row?.id)
    },
  }
}

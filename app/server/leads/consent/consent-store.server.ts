// Proof of consent (GDPR Art. 7(1)): every saved choice as one row, with no IP address or other
// identifier beyond the random consent id, in the leads database (its schema: store/leads-migrations).
import type { ConsentRecord } from '../../../consent/consent-record.ts'
import type { LeadsDatabase } from '../store/leads-database.server.ts'

export type StoredConsent = ConsentRecord & { receivedAt: string }

export class ConsentStore {
  readonly #db: LeadsDatabase

  constructor(db: LeadsDatabase) {
    this.#db = db
  }

  async add(record: ConsentRecord, receivedAt: Date): Promise<void> {
    await this.#db.run([
      this.#db.query.insertInto('consent_records').values({
        consent_id: record.id,
        preferences: Number(record.preferences),
        statistics: Number(record.statistics),
        marketing: Number(record.marketing),
        given_at: record.givenAt,
        policy_revision: record.policyRevision,
        received_at: receivedAt.toISOString(),
      }),
    ])
  }

  /** Every choice saved under one consent id, oldest first: what a data-protection request is answered with. */
  async history(consentId: string): Promise<StoredConsent[]> {
    const rows = await this.#db.all(
      this.#db.query.selectFrom('consent_records').selectAll().where('consent_id', '=', consentId).orderBy('row_id'),
    )
    return rows.map((row) => ({
      id: row.consent_id,
      necessary: true as const,
      preferences: Number(row.preferences) === 1,
      statistics: Number(row.statistics) === 1,
      marketing: Number(row.marketing) === 1,
      givenAt: row.given_at,
      policyRevision: Number(row.policy_revision),
      // PostgreSQL answers a timestamptz as a Date, SQLite the ISO text it was given.
      receivedAt: new Date(row.received_at).toISOString(),
    }))
  }
}

// Proof of consent (GDPR Art. 7(1)): every saved choice as one row, with no IP address or other
// identifier beyond the random consent id. The file is the embedded leads service's database,
// shared with its other tables, so this module creates and touches only consent_records.
import type { DatabaseSync } from 'node:sqlite'
import type { ConsentRecord } from '../../../consent/consent-record.ts'
import { openSqliteFile } from '../../open-sqlite-file.server.ts'

/** Each step runs once, in order; IF NOT EXISTS makes the first one safe beside other tables. */
const migrations = [
  `CREATE TABLE IF NOT EXISTS consent_records (
     row_id INTEGER PRIMARY KEY,
     consent_id TEXT NOT NULL,
     preferences INTEGER NOT NULL CHECK (preferences IN (0, 1)),
     statistics INTEGER NOT NULL CHECK (statistics IN (0, 1)),
     marketing INTEGER NOT NULL CHECK (marketing IN (0, 1)),
     given_at TEXT NOT NULL,
     policy_revision INTEGER NOT NULL,
     received_at TEXT NOT NULL
   ) STRICT;
   CREATE INDEX IF NOT EXISTS consent_records_by_consent_id ON consent_records (consent_id);`,
]

export type StoredConsent = ConsentRecord & { receivedAt: string }

export class ConsentStore {
  readonly #db: DatabaseSync

  constructor(path: string) {
    this.#db = openSqliteFile(path)
    for (const migration of migrations) this.#db.exec(migration)
  }

  add(record: ConsentRecord, receivedAt: Date): void {
    this.#db
      .prepare(
        `INSERT INTO consent_records
           (consent_id, preferences, statistics, marketing, given_at, policy_revision, received_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        record.id,
        Number(record.preferences),
        Number(record.statistics),
        Number(record.marketing),
        record.givenAt,
        record.policyRevision,
        receivedAt.toISOString(),
      )
  }

  /** Every choice saved under one consent id, oldest first: what a data-protection request is answered with. */
  history(consentId: string): StoredConsent[] {
    return this.#db
      .prepare('SELECT * FROM consent_records WHERE consent_id = ? ORDER BY row_id')
      .all(consentId)
      .map((row) => ({
        id: String(row.consent_id),
        necessary: true as const,
        preferences: row.preferences === 1,
        statistics: row.statistics === 1,
        marketing: row.marketing === 1,
        givenAt: String(row.given_at),
        policyRevision: Number(row.policy_revision),
        receivedAt: String(row.received_at),
      }))
  }

  close(): void {
    this.#db.close()
  }
}

// Signups in the leads database (SQLite through node:sqlite, WAL). Other parts of the leads service
// keep their own tables in the same file, so this module creates and migrates only `signups`.
import { openSqliteFile } from '../../open-sqlite-file.server.ts'

/** Idempotent, so every start may run it; a later change adds a new statement, never edits this. */
const createSignupsTable = `
  CREATE TABLE IF NOT EXISTS signups (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    site_id INTEGER NOT NULL,
    locale TEXT NOT NULL,
    partner_id TEXT,
    purpose TEXT,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    amount REAL,
    consent_to_contact INTEGER NOT NULL CHECK (consent_to_contact = 1),
    created_at TEXT NOT NULL
  ) STRICT
`

/** Later steps, each run once (a column added is recorded by its presence). */
const addImpressionColumn = 'ALTER TABLE signups ADD COLUMN impression_id TEXT'

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

export type SignupStore = { add(signup: NewSignup): number; close(): void }

export function openSignupStore(path: string): SignupStore {
  const db = openSqliteFile(path)
  db.exec(createSignupsTable)
  const columns = db.prepare("SELECT name FROM pragma_table_info('signups')").all()
  if (!columns.some((column) => column.name === 'impression_id')) db.exec(addImpressionColumn)
  const insert = db.prepare(
    `INSERT INTO signups (site_id, locale, partner_id, purpose, name, email, phone, amount, impression_id, consent_to_contact, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
  )
  return {
    add: (signup) =>
      Number(
        insert.run(
          signup.siteId,
          signup.locale,
          signup.partnerId ?? null,
          signup.purpose ?? null,
          signup.name,
          signup.email,
          signup.phone,
          signup.amount ?? null,
          signup.impressionId ?? null,
          signup.createdAt.toISOString(),
        ).lastInsertRowid,
      ),
    close: () => db.close(),
  }
}

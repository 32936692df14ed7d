// The embedded leads service's SQLite file, shared by every table owner in it (leads, consent
// records, signups), so each opens the same file:
//   LEADS_DB_PATH  the SQLite file (default: data/leads-<siteId>.sqlite)
import { join } from 'node:path'
import { siteIdFromEnv } from '../../site/website.ts'

export function leadsDbPathFromEnv(env: Record<string, string | undefined> = process.env): string {
  return env.LEADS_DB_PATH || join(process.cwd(), 'data', `leads-${siteIdFromEnv(env.SITE_ID)}.sqlite`)
}

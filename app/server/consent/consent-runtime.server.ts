// The process-wide proof-of-consent store, in the embedded leads service's database:
//   LEADS_DB_PATH  the SQLite file (default: data/leads-<siteId>.sqlite)
import { join } from 'node:path'
import { siteIdFromEnv } from '../../site/website.ts'
import { ConsentStore } from './consent-store.server.ts'

type Env = Record<string, string | undefined>

export function leadsDbPathFromEnv(env: Env = process.env): string {
  return env.LEADS_DB_PATH || join(process.cwd(), 'data', `leads-${siteIdFromEnv(env.SITE_ID?.trim())}.sqlite`)
}

let store: ConsentStore | undefined

export function getConsentStore(): ConsentStore {
  store ??= new ConsentStore(leadsDbPathFromEnv())
  return store
}

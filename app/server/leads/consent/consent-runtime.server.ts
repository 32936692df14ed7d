// The process-wide proof-of-consent store, in the leads service's database
// (store/open-leads-database.server.ts: DATABASE_URL or LEADS_DB_PATH).
import { getLeadsDatabase } from '../store/open-leads-database.server.ts'
import { ConsentStore } from './consent-store.server.ts'

let store: ConsentStore | undefined

export function getConsentStore(): ConsentStore {
  store ??= new ConsentStore(getLeadsDatabase())
  return store
}

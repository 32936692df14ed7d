// The process-wide proof-of-consent store, in the embedded leads service's database:
//   LEADS_DB_PATH  the SQLite file (see leads-db-path.server.ts)
import { leadsDbPathFromEnv } from '../leads-db-path.server.ts'
import { ConsentStore } from './consent-store.server.ts'

let store: ConsentStore | undefined

export function getConsentStore(): ConsentStore {
  store ??= new ConsentStore(leadsDbPathFromEnv())
  return store
}

// npm run db:seed: rebuilds the content store of SITE_ID from content/ and reports what it loaded,
// or every content problem (then exits 1). Honours CONTENT_DIR and CONTENT_DB_PATH like the server.

import { ContentValidationError } from '../app/server/content/content-problems.server.ts'
import { openContentStore } from '../app/server/content/seed-content-store.server.ts'
import { printContentProblems } from './lib/print-content-problems.ts'
import { serverConfigOrExit } from './lib/server-config.ts'

const { website, content } = serverConfigOrExit()
const options = { site: website, contentDir: content.dir, dbPath: content.dbPath }
try {
  const { store } = openContentStore({ ...options, rebuild: 'always' })
  console.log(`Content store for site ${options.site.id} rebuilt at ${options.dbPath} from ${options.contentDir}`)
  for (const { locale, collection, count } of store.counts())
    console.log(`  ${locale}  ${collection.padEnd(20)} ${count}`)
  store.close()
} catch (error) {
  if (!(error instanceof ContentValidationError)) throw error
  printContentProblems(options.site.id, error.problems)
  process.exitCode = 1
}

// `payload run src/scripts/prepare-database.ts` (scripts/cms runs it before every start): brings the
// database to the committed migrations (after a migration, every document to a first version), creates the first
// admin in a CMS without users (CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD) and gives the website's reader its key
// (CMS_API_KEY; content/ensure-users.ts), and imports content/ (CONTENT_DIR) and its
// images (under PUBLIC_DIR) into a CMS that has no content yet, so a first start shows the same
// pages as the embedded store.
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { getPayload } from 'payload'
import { cmsConfig } from '../cms-env.ts'
import { ensureUsers } from '../content/ensure-users.ts'
import { giveDocumentsTheirFirstVersion } from '../content/first-versions.ts'
import { importContent } from '../content/import-content.ts'
import config from '../payload.config.ts'

mkdirSync(dirname(cmsConfig().databasePath), { recursive: true })
const payload = await getPayload({ config })
/** How many migrations the database has run; none for a new database, which has no table of them yet. */
const migrationsRun = () =>
  payload.count({ collection: 'payload-migrations', overrideAccess: true }).then(
    ({ totalDocs }) => totalDocs,
    (error: unknown) => {
      if (String((error as { cause?: unknown })?.cause ?? error).includes('no such table')) return 0
      throw error
    },
  )
const before = await migrationsRun()
await payload.db.migrate()
// Only a start that migrated can have documents from before their collection had drafts.
if ((await migrationsRun()) > before) {
  const versioned = await giveDocumentsTheirFirstVersion(payload)
  if (versioned > 0) payload.logger.info(`Gave ${versioned} documents saved before drafts their first version`)
}
await ensureUsers(payload, cmsConfig())
const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
if (totalDocs === 0) {
  const started = Date.now()
  const counts = await importContent(payload, cmsConfig().contentDir, cmsConfig().publicDir)
  payload.logger.info(`Imported content/ in ${Date.now() - started} ms: ${JSON.stringify(counts)}`)
}
await payload.destroy()
process.exit(0)

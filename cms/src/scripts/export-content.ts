// `npm run cms:export`: writes what is published in the CMS back to content/ (CONTENT_DIR), and the
// images uploaded in the CMS to public/ (PUBLIC_DIR), for review in a pull request and to keep the
// embedded default in step.
import { getPayload } from 'payload'
import { cmsConfig } from '../cms-env.ts'
import { exportContent } from '../content/export-content.ts'
import config from '../payload.config.ts'

const payload = await getPayload({ config })
const { contentDir, publicDir } = cmsConfig()
const written = await exportContent(payload, { contentDir, publicDir })
payload.logger.info(`Wrote ${written.length} files under ${contentDir}`)
await payload.destroy()
process.exit(0)

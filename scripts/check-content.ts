// npm run content:check: validates content/ of SITE_ID (honours CONTENT_DIR) without touching the
// content database, for editors and CI. Prints every problem as file: JSON path: reason; exits 1
// when there is any.
import { listContentProblems } from '../app/server/content/load-content.server.ts'
import { printContentProblems } from './lib/print-content-problems.ts'
import { serverConfigOrExit } from './lib/server-config.ts'

const {
  website: site,
  content: { dir: contentDir },
} = serverConfigOrExit()
const problems = listContentProblems(contentDir, site)
if (problems.length > 0) {
  printContentProblems(site.id, problems)
  process.exitCode = 1
} else {
  console.log(`Content of site ${site.id} in ${contentDir} is valid.`)
}

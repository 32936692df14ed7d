// Next runs register() once as its server starts: the CMS's environment is parsed there, so a bare
// `next start` with a refused variable (cms-env.ts) exits at once naming it, instead of failing
// every request. scripts/cms has checked it already, before migrating.
import { CmsConfigError, cmsConfig, runsInNextServer } from './cms-env.ts'

export function register() {
  if (!runsInNextServer()) return
  try {
    cmsConfig()
  } catch (error) {
    if (!(error instanceof CmsConfigError)) throw error
    console.error(`Cannot start: ${error.message}`)
    process.exit(1)
  }
}

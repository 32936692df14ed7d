// The real CMS and a site reading it, wired as in production: the CMS tells the site about each
// publish (signed revalidation) and opens its signed previews; the site reads drafts with its
// reader's API key. What the cms project's end-to-end tests drive.
import { test } from '@playwright/test'
import { freePort } from './free-port.ts'
import { type PayloadCms, startPayloadCms } from './payload-cms.ts'
import { e2ePreviewSecret } from './preview-link.ts'
import { type SiteProcess, startSite } from './site-process.ts'
import { runSecret } from './test-secrets.ts'

export const e2eRevalidateSecret = runSecret('E2E_REVALIDATE_SECRET')

export type CmsWithSite = { cms: PayloadCms; site: SiteProcess }

export async function startCmsWithSite(): Promise<CmsWithSite> {
  const sitePort = await freePort()
  const shared = { REVALIDATE_SECRET: e2eRevalidateSecret, PREVIEW_SECRET: e2ePreviewSecret }
  const cms = await startPayloadCms({ ...shared, SITE_URL: `http://127.0.0.1:${sitePort}` })
  try {
    return { cms, site: await startSite({ ...shared, CMS_URL: cms.url, CMS_API_KEY: cms.siteApiKey }, sitePort) }
  } catch (error) {
    await cms.stop()
    throw error
  }
}

/**
 * One CMS and site for the tests of a file: started before the first (`started` hands them to the
 * file and may prepare more with them), stopped after the last.
 */
export function cmsWithSiteForTheseTests(started: (running: CmsWithSite) => void | Promise<void>): void {
  let running: CmsWithSite | undefined
  test.beforeAll(async () => {
    test.setTimeout(150_000)
    running = await startCmsWithSite()
    await started(running)
  })
  test.afterAll(async () => {
    running?.site.stop()
    await running?.cms.stop()
  })
}

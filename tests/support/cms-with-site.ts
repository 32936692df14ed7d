// The real CMS and a site reading it, wired as in production: the CMS tells the site about each
// publish (signed revalidation) and opens its signed previews; the site reads drafts with its
// reader's API key. What the cms project's end-to-end tests drive.
import { freePort } from './free-port.ts'
import { type PayloadCms, startPayloadCms } from './payload-cms.ts'
import { e2ePreviewSecret } from './preview-link.ts'
import { type SiteProcess, startSite } from './site-process.ts'
import { runSecret } from './test-secrets.ts'

export const e2eRevalidateSecret = runSecret('E2E_REVALIDATE_SECRET')

export async function startCmsWithSite(): Promise<{ cms: PayloadCms; site: SiteProcess }> {
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

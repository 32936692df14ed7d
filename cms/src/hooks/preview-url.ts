// The preview button and the live-preview pane open the site's signed draft preview of the page
// (the site's own token function, so the site accepts it). Without PREVIEW_SECRET there is no preview.
import { createPreviewToken, previewSecretFromEnv } from '../../../app/server/cms-contract.server.ts'
import { siteUrl } from '../site-urls.ts'

/** A preview link lives as long as an editing session may. */
const previewHours = 12

export function previewUrl(page: { site?: unknown; path?: unknown }, env = process.env): string | null {
  const secret = previewSecretFromEnv(env)
  if (!secret || typeof page.site !== 'number' || typeof page.path !== 'string' || !page.path.startsWith('/'))
    return null
  const token = createPreviewToken(secret, page.path, new Date(Date.now() + previewHours * 3_600_000))
  const url = new URL(page.path, siteUrl(page.site, env))
  url.searchParams.set('preview', token)
  return url.toString()
}

// Where each website runs, for the preview links and the revalidation calls: SITE_URL, or
// SITE_URL_<siteId> for a site that runs elsewhere (e.g. SITE_URL_75 for the finance site).
type Env = Record<string, string | undefined>

export function siteUrl(siteId: number, env: Env = process.env): string {
  return (env[`SITE_URL_${siteId}`] || env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '')
}

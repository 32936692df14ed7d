// The CMS admin's origin as editors' browsers reach it: its live-preview pane frames the site's draft
// preview from there and posts "document saved" messages from there. CMS_PUBLIC_URL when the
// browsers' way to the CMS is not the server's (a private network name in CMS_URL), else CMS_URL.
// Unset: live preview is off (previews are framed by nothing, and listen to no one).
type Env = Record<string, string | undefined>

export function cmsOriginFromEnv(env: Env): string | undefined {
  const [name, value] = env.CMS_PUBLIC_URL?.trim()
    ? ['CMS_PUBLIC_URL', env.CMS_PUBLIC_URL.trim()]
    : ['CMS_URL', env.CMS_URL?.trim()]
  if (!value) return undefined
  const url = URL.parse(value)
  // Anything else would be a misspelt origin in the page's policy, or 'null', which matches no frame.
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(`${name} must be an http(s) URL of the CMS, not "${value}"`)
  return url.origin
}

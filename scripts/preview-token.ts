// npm run preview:token -- /path/ [hours]: prints a draft-preview URL for a page, signed with
// PREVIEW_SECRET (the server must have the same secret), valid for `hours` (default 24, at most 168:
// the site refuses a link that lives longer). The URL's origin is PREVIEW_BASE_URL, default
// http://localhost:$PORT (3000).
import { canonicalPath } from '../app/routing/resolve-route.ts'
import { createPreviewToken, maxPreviewHours } from '../app/server/content/preview-token.server.ts'
import { serverConfigOrExit } from './lib/server-config.ts'

const [path, hoursArgument = '24'] = process.argv.slice(2)
const { content, previewBaseUrl } = serverConfigOrExit()
const secret = content.previewSecret
const hours = Number(hoursArgument)

if (!path?.startsWith('/') || !(hours > 0)) {
  console.error(`Usage: npm run preview:token -- /path/ [hours, at most ${maxPreviewHours}]`)
  process.exit(2)
}
if (hours > maxPreviewHours) {
  console.error(`A preview link lives at most ${maxPreviewHours} hours (7 days), not ${hours}.`)
  process.exit(2)
}
if (!secret) {
  console.error('PREVIEW_SECRET is not set: preview is off.')
  process.exit(1)
}

const page = canonicalPath(path)
const token = createPreviewToken(secret, page, new Date(Date.now() + hours * 3_600_000))
const url = new URL(page, previewBaseUrl)
url.searchParams.set('preview', token)
console.log(url.toString())

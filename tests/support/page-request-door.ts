// The page request context of the German casino site, worked out as the production server's door
// does (app/server/request/page-request-context.server.ts), for tests of the page cache's key and
// of the cache itself. Previews are off, as without PREVIEW_SECRET.
import { renderCookieNames } from '../../app/consent/render-cookies.ts'
import { defaultGeolocationCookieName } from '../../app/consent/viewer-country.ts'
import { verifyPreviewToken } from '../../app/server/content/preview-token.server.ts'
import { type PageRequestRules, pageRequestAtTheDoor } from '../../app/server/request/page-request-context.server.ts'
import { websiteById } from '../../app/site/website.ts'

export const germanSiteRules: PageRequestRules = {
  website: websiteById(90),
  renderCookies: renderCookieNames(defaultGeolocationCookieName),
  verifyPreview: (token, path) => verifyPreviewToken(undefined, token, path),
}

/** What the door works out of a request under these rules. */
export const doorOf = (request: Request, rules: PageRequestRules = germanSiteRules) =>
  pageRequestAtTheDoor(request, rules)

// The page request context of the German casino site, worked out as the production server's door
// does (app/server/request/page-request-context.server.ts), for tests of the page cache's key and
// of the cache itself. Previews are off, as without PREVIEW_SECRET.
import { renderCookieNames } from '../../app/consent/render-cookies.ts'
import { defaultGeolocationCookieName } from '../../app/consent/viewer-country.ts'
import { type ContentSource, toContentBody } from '../../app/server/content/content-source.server.ts'
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

/** A content source whose only content is the CMS's redirects: casino-boni moved to /bonus-ratgeber/. */
export const movedCasinoBoni: ContentSource = {
  read: async (query) =>
    query.kind === 'list' && query.collection === 'redirects'
      ? toContentBody(JSON.stringify([{ id: 'casino-boni', from: '/casino-boni/', to: '/bonus-ratgeber/' }]))
      : undefined,
}

// Which requests the page cache may answer, under which key, and the request the render gets.
// The key holds everything a page's render reads from the request: the path and the visitor's
// consent class (app/consent/consent-class.ts: whether they must be asked, the categories they
// granted and the policy revision, Global Privacy Control), never their consent record, whose id
// and date the render does not read. So returning visitors share the pages of their class (a few
// variants per page) instead of each rendering their own (docs/decisions/025).
// Of the query string, only a product list's own parameters (app/contracts/list-search.ts), parsed
// and written back in one order: a filtered list is its own page, whatever order its parameters come
// in, and a value the list would drop is dropped here too. Nothing else of it: campaign parameters
// such as gclid or utm_* are read by the browser (app/attribution), and ?preview= is never cached.
// So every campaign landing with its own click id is a hit. Not the Host either: the
// render is given the site's own origin (the website's URL), so no request can bring a host of its
// choosing into a page kept for everyone.
// GET and HEAD share the key: a page is always rendered as a GET, and a HEAD answer is the GET
// answer's headers (a HEAD render's body is empty, so a page kept from one would claim a length
// of 0). The render gets a request holding only the path, the list's normalised parameters, the cookies the class is read from and
// Sec-GPC, so a render that starts reading anything else (another cookie, a header, a query
// parameter) finds it missing on the production server instead of silently serving one visitor's
// page to another. Responses still say `Vary: Cookie, Sec-GPC` to caches that see all cookies.

import { consentClassKey } from '../consent/consent-class.ts'
import { readsQuery } from '../contracts/page-types.ts'
import type { PageRequestAtTheDoor } from './request/page-request-context.server.ts'

export type PageRequest = {
  key: string
  /** The page's path, as purges name it: they drop its every variant (consent class, list parameters). */
  path: string
  /** What the render is given: a GET of the URL with the render's cookies and Sec-GPC, nothing else. */
  renderRequest: () => Request
}

/** Start renders a page only for these (else 406); anything else goes to the app untouched. */
const acceptsHtml = /(^|,)\s*(\*\/\*|text\/html)/

/**
 * Undefined for what is never cached: anything but a GET or HEAD of one of the site's pages (so
 * never APIs, server functions, outbound clicks under /go/, the block gallery or unknown paths,
 * which keep every cookie they were sent), and draft previews. A page the CMS moved is one of the
 * site's pages at its new path. Read from the request's context (request/page-request-context.server.ts),
 * which the render then reads too.
 */
export function cacheablePageRequest(
  request: Request,
  door: PageRequestAtTheDoor | undefined,
): PageRequest | undefined {
  if (!door) return undefined
  const { context, renderPath, renderHeaders } = door
  // A draft is for one editor's eyes (app/start.ts refuses a token that does not hold).
  if (context.preview || context.route.kind === 'not-found') return undefined
  const accept = request.headers.get('accept')
  if (accept !== null && !acceptsHtml.test(accept)) return undefined
  // A page whose render reads its query string (the comparison's ?ids=) renders for each request.
  if (readsQuery(context.route.route.meta.pageType)) return undefined
  return {
    key: JSON.stringify([renderPath, consentClassKey(context.consentClass)]),
    path: new URL(request.url).pathname,
    // Made only on a miss: a hit never renders.
    renderRequest: () => new Request(new URL(renderPath, context.website.url), { headers: renderHeaders }),
  }
}

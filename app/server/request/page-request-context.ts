// The page request context: what the render of a page needs to know of its request, worked out
// once at the server's door and read everywhere else (docs/decisions/067). The production server
// builds it before the page cache (server/serve.ts), which keys on it and hands it to the render;
// the server entry (app/server.ts) builds it for a request that comes without one (`vite dev`).
// Start's request context carries it to the middleware (app/start.ts: the preview gate) and to
// the router (the root and page routes' beforeLoad), so neither parses the cookie header, resolves
// the route or verifies a preview token again.
//
// It holds only what the page cache's key determines (the path and the consent class) or what is
// never cached (a preview): a page kept for everyone cannot read one visitor's request through it.
// The cookies the render gets ride beside it, for the page cache alone. Built only by
// page-request-context.server.ts; code the browser loads too reads it here (renderedPageRequest):
// in the browser there is none, and a navigation works out what it needs from its own location.
import type { Country, RouteRecord, Website } from '../../../app.config.ts'
import type { ConsentClass } from '../../consent/consent-class.ts'
import { requestStartContext } from '../../site/request-runtime.ts'
import type { PreviewCheck } from '../content/preview-token.server.ts'

/** What the path shows: a page of the route table or an entry's, a page the CMS moved here, or none. */
export type PageRoute =
  | { kind: 'page'; route: RouteRecord; entrySlug?: string }
  | { kind: 'moved'; route: RouteRecord }
  | { kind: 'not-found'; message: string }

/** A draft asked for with ?preview=<token> on a page path, and whether the token holds for the page. */
export type PagePreview = { token: string; check: PreviewCheck }

export type PageRequestContext = {
  website: Website
  /** From the path's first segment (SPEC section 2); its locale is the page's. */
  country: Country
  route: PageRoute
  /** Whether the visitor must be asked, what they granted, GPC (app/consent/consent-class.ts). */
  consentClass: ConsentClass
  preview: PagePreview | undefined
}

/** The context in Start's request context (a middleware's `context`), where the server entry put it. */
export const pageRequestIn = (context: unknown): PageRequestContext | undefined =>
  (context as { page?: PageRequestContext } | undefined)?.page

/** The context of the request the server renders; undefined in the browser and outside a request. */
export const renderedPageRequest = (): PageRequestContext | undefined => pageRequestIn(requestStartContext())

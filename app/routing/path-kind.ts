// What answers a path, by its shape alone, and so the one place that says what a page is: the
// canonical redirect, the draft-preview gate, the 405 for pages, the page cache and the request
// metrics all ask here. First match wins; every path no row matches is a page.

export type PathKind = 'page' | 'content-api' | 'api' | 'click-out' | 'server-function' | 'asset' | 'other'

const pathKinds: ReadonlyArray<readonly [RegExp, PathKind]> = [
  [/^\/go\//, 'click-out'],
  [/^\/api\/content\//, 'content-api'],
  [/^\/api\//, 'api'],
  [/^\/_serverFn\//, 'server-function'],
  // Built assets, and files such as /robots.txt, /sitemap.xml or /favicon.ico.
  [/^\/assets\/|\.[a-z0-9]+$/i, 'asset'],
  // The block gallery (/_blocks) and the load balancer's probes.
  [/^\/_|^\/(healthz|readyz)$/, 'other'],
]

export function pathKindOf(pathname: string): PathKind {
  return pathKinds.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'page'
}

/** Whether a path is a page by its shape: one of the route table's, an entry's, or a 404 page. */
export const isPagePath = (pathname: string): boolean => pathKindOf(pathname) === 'page'

const serverAnswered: ReadonlySet<PathKind> = new Set(['content-api', 'api', 'click-out', 'server-function'])

/** Whether a server route or server function answers the path; the page route renders every other, whatever the method. */
export const isServerRoutePath = (pathname: string): boolean => serverAnswered.has(pathKindOf(pathname))

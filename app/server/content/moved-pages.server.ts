// The pages of the route table the CMS moved, as the content source's redirects say now: read where
// the server decides without rendering (the page cache's rules, the sitemap, a publish's purge).
// Parsed once per version of the redirects (their ETag): the page cache asks on every request for
// a path the route table does not name.
import type { Locale, RouteRecord, Website } from '../../../app.config.ts'
import { type Redirect, redirectsSchema } from '../../contracts/content/redirect-schema.ts'
import { movedRoutes } from '../../routing/moved-routes.ts'
import type { ContentSource } from './content-source.server.ts'

type MovedPage = { route: RouteRecord; path: string }
/** The last parse of each version of the redirects, by ETag. */
const parsed = new Map<string, Redirect[]>()

/** The locale's moved pages: each route and the path its page is at now. None when there are no redirects to read. */
export async function movedPages(website: Website, locale: Locale, source: ContentSource): Promise<MovedPage[]> {
  const body = await source.read({ kind: 'list', collection: 'redirects', locale }).catch(() => undefined)
  if (!body) return []
  let redirects = parsed.get(body.etag)
  if (!redirects) {
    redirects = redirectsSchema.safeParse(JSON.parse(body.json)).data ?? []
    // Versions come and go with publishes: keep the few of now, not every one ever read.
    if (parsed.size >= 16) parsed.clear()
    parsed.set(body.etag, redirects)
  }
  return movedRoutes(website, locale, redirects)
}

/** The paths the locale's moved pages are at now. */
export async function movedPagePaths(website: Website, locale: Locale, source: ContentSource): Promise<Set<string>> {
  return new Set((await movedPages(website, locale, source)).map(({ path }) => path))
}

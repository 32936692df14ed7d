// The pages of content entries (a post, an author, a casino, ...): each lives at its slug under the
// base path its site configures for the kind and locale (`entryPaths` in app.config.ts), so links to
// an entry and the route resolving it read the same table.
import type { EntryPageType, Locale, RouteRecord, Website } from '../../app.config.ts'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The path of an entry's page, or undefined when the site has no pages of that kind in the locale. */
export function entryPath(website: Website, pageType: EntryPageType, locale: Locale, slug: string): string | undefined {
  const base = website.entryPaths[pageType]?.[locale]
  return base === undefined ? undefined : `${base}${slug}/`
}

/** An entry page's route record: its own path and a name no other page shares. */
export type EntryRoute = { route: RouteRecord; pageType: EntryPageType; slug: string }

/** The entry page a path names: a configured base path followed by one slug segment. */
export function resolveEntryRoute(website: Website, locale: Locale, pathname: string): EntryRoute | undefined {
  for (const [pageType, bases] of Object.entries(website.entryPaths) as [EntryPageType, Record<Locale, string>][]) {
    const base = bases[locale]
    if (base === undefined || !pathname.startsWith(base) || !pathname.endsWith('/')) continue
    const slug = pathname.slice(base.length, -1)
    if (!slugPattern.test(slug)) continue
    return {
      route: { name: `${pageType}/${slug}`, path: pathname, meta: { pageType, locale, extendedPageTypes: [] } },
      pageType,
      slug,
    }
  }
  return undefined
}

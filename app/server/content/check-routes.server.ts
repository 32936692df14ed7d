// Pages and routes must match one to one: every route of the site's locale has its page file
// (pages/<route-name>.json) and every page file is the page of a route, at that route's path, or
// where the locale's redirects moved it (app/routing/moved-routes.ts). Drafts
// (drafts/<route-name>.json) follow the same naming, but a route need not have one.
import type { Website } from '../../../app.config.ts'
import type { NamedDocument } from './collections.server.ts'
import type { Report } from './parse-content-files.server.ts'

type RouteDocuments = {
  folder: 'pages' | 'drafts'
  documents: readonly NamedDocument<{ path: string }>[]
  fileNames: ReadonlySet<string>
  /** Where the CMS moved a route's page, by route name. */
  movedTo: ReadonlyMap<string, string>
}

function routesOf(site: Website, locale: string) {
  return site.routes.filter((route) => route.meta.locale === locale)
}

/** Every file is named after a route of the locale and carries that route's path. */
function checkNamedAfterRoutes(
  site: Website,
  locale: string,
  { folder, documents, fileNames, movedTo }: RouteDocuments,
  report: Report,
) {
  const routeByName = new Map(routesOf(site, locale).map((route) => [route.name, route]))
  const file = (name: string) => `${locale}/${folder}/${name}.json`
  for (const name of fileNames)
    if (!routeByName.has(name))
      report(
        file(name),
        '$',
        `Site ${site.id} has no ${locale} route named "${name}"; a ${folder === 'pages' ? 'page' : 'draft'} file is named after its route`,
      )
  for (const { name, document } of documents) {
    const route = routeByName.get(name)
    const moved = movedTo.get(name)
    if (route && document.path !== (moved ?? route.path))
      report(
        file(name),
        '$.path',
        moved === undefined
          ? `Expected "${route.path}", the path of route "${name}"`
          : `Expected "${moved}", where the redirects moved route "${name}" from "${route.path}"`,
      )
  }
}

export function checkPagesAgainstRoutes(
  site: Website,
  locale: string,
  pages: Omit<RouteDocuments, 'folder' | 'movedTo'>,
  drafts: Omit<RouteDocuments, 'folder' | 'movedTo'>,
  movedTo: ReadonlyMap<string, string>,
  report: Report,
) {
  checkNamedAfterRoutes(site, locale, { folder: 'pages', movedTo, ...pages }, report)
  checkNamedAfterRoutes(site, locale, { folder: 'drafts', movedTo, ...drafts }, report)
  for (const route of routesOf(site, locale))
    if (!pages.fileNames.has(route.name))
      report(`${locale}/pages/${route.name}.json`, '$', `Missing page for route "${route.name}" (${route.path})`)
}

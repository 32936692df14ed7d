// Pages and routes must match one to one: every route of the site's locale has its page file
// (pages/<route-name>.json) and every page file is the page of a route, at that route's path.
import type { Website } from '../../../app.config.ts'
import type { PageDocument } from '../../blocks/schemas.ts'
import type { NamedDocument } from './collections.server.ts'
import type { Report } from './parse-content-files.server.ts'

export function checkPagesAgainstRoutes(
  site: Website,
  locale: string,
  pages: readonly NamedDocument<PageDocument>[],
  pageFileNames: ReadonlySet<string>,
  report: Report,
) {
  const routes = site.routes.filter((route) => route.meta.locale === locale)
  const routeByName = new Map(routes.map((route) => [route.name, route]))
  const file = (name: string) => `${locale}/pages/${name}.json`

  for (const name of pageFileNames)
    if (!routeByName.has(name))
      report(
        file(name),
        '$',
        `Site ${site.id} has no ${locale} route named "${name}"; a page file is named after its route`,
      )
  for (const { name, document } of pages) {
    const route = routeByName.get(name)
    if (route && document.path !== route.path)
      report(file(name), '$.path', `Expected "${route.path}", the path of route "${name}"`)
  }
  for (const route of routes)
    if (!pageFileNames.has(route.name))
      report(file(route.name), '$', `Missing page for route "${route.name}" (${route.path})`)
}

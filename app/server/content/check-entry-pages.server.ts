// The pages of content entries (app/routing/entry-paths.ts) must be reachable: an entry whose page
// path is also a route of the site would be hidden by that route, which wins.
import type { EntryPageType, Locale, Website } from '../../../app.config.ts'
import { entryPath } from '../../routing/entry-paths.ts'
import type { LocaleContent } from './collections.server.ts'
import type { Report } from './parse-content-files.server.ts'

/** An entry as an editor finds it: its file, the JSON path of its slug, the slug. */
type Entry = { file: string; at: string; slug: string }

const listed = (file: string, entries: readonly { id: string }[] | undefined): Entry[] =>
  (entries ?? []).map(({ id }, index) => ({ file, at: `$[${index}].id`, slug: id }))

/** Each kind's entries of a locale; a new kind is a compile error until checked. */
const entriesOf: Record<EntryPageType, (content: LocaleContent) => Entry[]> = {
  Article: (content) =>
    (content.posts ?? []).map(({ name, document }) => ({
      file: `posts/${name}.json`,
      at: '$.name',
      slug: document.name,
    })),
  Author: (content) => listed('authors.json', content.authors),
  GameProvider: (content) => listed('game-providers.json', content['game-providers']),
  PaymentProvider: (content) => listed('payment-providers.json', content['payment-providers']),
  Slot: (content) => listed('slots.json', content.slots),
  CasinoReview: (content) => listed('products.json', content.products),
}

export function checkEntryPages(site: Website, locale: Locale, content: LocaleContent, report: Report) {
  const routes = new Map(
    site.routes.filter((route) => route.meta.locale === locale).map((route) => [route.path, route.name]),
  )
  for (const kind of Object.keys(site.entryPaths) as EntryPageType[])
    for (const { file, at, slug } of entriesOf[kind](content)) {
      const path = entryPath(site, kind, locale, slug)
      const route = path === undefined ? undefined : routes.get(path)
      if (route !== undefined)
        report(
          `${locale}/${file}`,
          at,
          `The page of "${slug}" (${path}) is hidden by route "${route}"; choose another id`,
        )
    }
}

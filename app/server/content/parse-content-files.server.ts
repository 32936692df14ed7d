// Step one of validation: which files a locale folder must and may hold, and each file parsed with
// its zod schema. A list file is kept only when all of it is valid, so later reference checks
// never report follow-up errors of a file that is already reported as broken.
import type { Website } from '../../../app.config.ts'
import { cookieCategoriesLocale } from '../../api/content/client.ts'
import { pageDocumentSchema, postDocumentSchema } from '../../blocks/schemas.ts'
import { componentsSchema, pageSchema } from '../../contracts/content/schemas.ts'
import { z } from '../../lib/zod.ts'
import {
  entryId,
  isLocaleBoundListCollection,
  type ListCollection,
  type ListEntry,
  type LocaleContent,
  type LocaleLists,
  listCollectionSchemas,
  listCollections,
} from './collections.server.ts'
import type { ContentFiles } from './content-files.server.ts'
import { toJsonPath } from './content-problems.server.ts'

/** Reports a problem in a file given relative to the site folder. */
export type Report = (file: string, path: string, message: string) => void

type DocumentFileNames = { pages: Set<string>; posts: Set<string>; drafts: Set<string> }

export type ParsedContent = {
  locales: Map<string, LocaleContent>
  /** Names of every page and post file per site locale, parsed or not, for existence checks. */
  fileNames: Map<string, DocumentFileNames>
}

const pageFile = /^pages\/([^/]+)\.json$/
const postFile = /^posts\/([^/]+)\.json$/
const draftFile = /^drafts\/([^/]+)\.json$/

export function siteLocales(site: Website): string[] {
  return [...new Set(site.routes.map((route) => route.meta.locale))]
}

function parseJson<T>(file: string, text: string, schema: z.ZodMiniType<T, unknown>, report: Report): T | undefined {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    report(file, '$', `Invalid JSON: ${error instanceof Error ? error.message : String(error)}`)
    return undefined
  }
  const result = schema.safeParse(data)
  if (result.success) return result.data
  for (const issue of result.error.issues) report(file, toJsonPath(issue.path), issue.message)
  return undefined
}

function reportDuplicateIds(file: string, collection: ListCollection, entries: readonly object[], report: Report) {
  if (collection === 'search-menu-items') return
  const firstIndex = new Map<string, number>()
  entries.forEach((entry, index) => {
    const id = entryId(collection, entry, index)
    const first = firstIndex.get(id)
    if (first === undefined) firstIndex.set(id, index)
    else report(file, `$[${index}].id`, `Duplicate id "${id}" (first at $[${first}])`)
  })
}

function parseLists(locale: string, files: ContentFiles, isSiteLocale: boolean, report: Report): LocaleLists {
  const list = <K extends ListCollection>(collection: K): ListEntry[K][] | undefined => {
    const wanted = isLocaleBoundListCollection(collection) ? isSiteLocale : locale === cookieCategoriesLocale
    if (!wanted) return undefined
    const file = `${locale}/${collection}.json`
    const text = files.files.get(file)
    if (text === undefined) {
      report(file, '$', 'Missing file')
      return undefined
    }
    const entrySchema: z.ZodMiniType<ListEntry[K], unknown> = listCollectionSchemas[collection]
    const entries = parseJson(file, text, z.array(entrySchema), report)
    if (entries) reportDuplicateIds(file, collection, entries, report)
    return entries
  }
  return {
    authors: list('authors'),
    categories: list('categories'),
    'cookie-categories': list('cookie-categories'),
    'website-cookies': list('website-cookies'),
    menus: list('menus'),
    'search-menu-items': list('search-menu-items'),
    'game-providers': list('game-providers'),
    'payment-providers': list('payment-providers'),
    slots: list('slots'),
    products: list('products'),
    'finance-products': list('finance-products'),
    redirects: list('redirects'),
    'ggl-whitelist': list('ggl-whitelist'),
  }
}

/** The components file and every page and post file of a site locale. */
function parseDocuments(locale: string, files: ContentFiles, report: Report) {
  const componentsFile = `${locale}/components.json`
  const componentsText = files.files.get(componentsFile)
  if (componentsText === undefined) report(componentsFile, '$', 'Missing file')
  const documents: Required<Pick<LocaleContent, 'pages' | 'posts' | 'drafts'>> & Pick<LocaleContent, 'components'> = {
    components:
      componentsText === undefined ? undefined : parseJson(componentsFile, componentsText, componentsSchema, report),
    pages: [],
    posts: [],
    drafts: [],
  }
  const names: DocumentFileNames = { pages: new Set(), posts: new Set(), drafts: new Set() }
  for (const [path, text] of files.files) {
    if (!path.startsWith(`${locale}/`)) continue
    const inLocale = path.slice(locale.length + 1)
    const pageName = pageFile.exec(inLocale)?.[1]
    const postName = postFile.exec(inLocale)?.[1]
    const draftName = draftFile.exec(inLocale)?.[1]
    if (pageName !== undefined) {
      names.pages.add(pageName)
      const page = parseJson(path, text, pageDocumentSchema, report)
      if (page) documents.pages.push({ name: pageName, document: page })
    } else if (postName !== undefined) {
      names.posts.add(postName)
      const post = parseJson(path, text, postDocumentSchema, report)
      if (!post) continue
      if (post.id !== postName) report(path, '$.id', `Expected "${postName}": a post's id is its file name`)
      if (post.name !== postName) report(path, '$.name', `Expected "${postName}": a post's name is its file name`)
      if (post.id === postName && post.name === postName) documents.posts.push({ name: postName, document: post })
    } else if (draftName !== undefined) {
      names.drafts.add(draftName)
      const draft = parseJson(path, text, pageSchema, report)
      if (draft) documents.drafts.push({ name: draftName, document: draft })
    }
  }
  return { documents, names }
}

/** Files no collection reads: a misspelt name would otherwise be silently ignored. */
function reportUnexpectedFiles(files: ContentFiles, site: Website, report: Report) {
  const localesOfSite = new Set(siteLocales(site))
  for (const path of files.files.keys()) {
    const slash = path.indexOf('/')
    const locale = path.slice(0, slash)
    const inLocale = path.slice(slash + 1)
    if (slash === -1) {
      report(path, '$', 'Unexpected file: content belongs in a locale folder')
      continue
    }
    if (!localesOfSite.has(locale) && locale !== cookieCategoriesLocale) {
      report(path, '$', `Unexpected file: site ${site.id} has no content locale "${locale}"`)
      continue
    }
    const isSiteLocale = localesOfSite.has(locale)
    const known =
      (inLocale === 'cookie-categories.json' && locale === cookieCategoriesLocale) ||
      (isSiteLocale &&
        (inLocale === 'components.json' ||
          pageFile.test(inLocale) ||
          postFile.test(inLocale) ||
          draftFile.test(inLocale) ||
          listCollections.some((c) => isLocaleBoundListCollection(c) && inLocale === `${c}.json`)))
    if (!known) report(path, '$', 'Unexpected file: no content collection reads it')
  }
}

export function parseContentFiles(files: ContentFiles, site: Website, report: Report): ParsedContent {
  const parsed: ParsedContent = { locales: new Map(), fileNames: new Map() }
  const localesOfSite = siteLocales(site)
  for (const locale of new Set([...localesOfSite, cookieCategoriesLocale])) {
    const isSiteLocale = localesOfSite.includes(locale)
    const lists = parseLists(locale, files, isSiteLocale, report)
    if (!isSiteLocale) {
      parsed.locales.set(locale, lists)
      continue
    }
    const { documents, names } = parseDocuments(locale, files, report)
    parsed.locales.set(locale, { ...lists, ...documents })
    parsed.fileNames.set(locale, names)
  }
  reportUnexpectedFiles(files, site, report)
  return parsed
}

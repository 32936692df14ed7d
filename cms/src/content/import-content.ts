// Imports content/ (every website with a folder there, every locale) into an empty CMS: the same
// validated content the embedded store is built from, each document in its CMS shape and published
// (content/ is what the site shows). A route's draft (drafts/<route>.json) becomes the newer draft
// version of its published page.
import type { Payload } from 'payload'
import {
  appConfig,
  type CmsCollection,
  cmsCollection,
  listCollections,
  loadContent,
  positionField,
  readContentFiles,
  type SiteContent,
  toCms,
} from '../../../app/server/cms-contract.server.ts'

/** Set on every write of an import: no site is told about each document. */
export const importContext = { importing: true }

type Doc = Record<string, unknown>

export type ImportCounts = Record<string, number>

async function importSite(payload: Payload, content: SiteContent, counts: ImportCounts) {
  const create = async (collection: CmsCollection, locale: string, value: object, extra: Doc = {}) => {
    counts[collection.slug] = (counts[collection.slug] ?? 0) + 1
    return payload.create({
      collection: collection.slug,
      data: {
        site: String(content.siteId),
        locale,
        _status: 'published',
        ...extra,
        ...toCms(collection.fields, value as Doc),
      },
      context: importContext,
      overrideAccess: true,
    })
  }
  for (const [locale, localeContent] of content.locales) {
    for (const slug of listCollections) {
      const entries = localeContent[slug] ?? []
      for (const [position, entry] of entries.entries())
        await create(cmsCollection(slug), locale, entry, { [positionField]: position })
    }
    if (localeContent.components) await create(cmsCollection('components'), locale, localeContent.components)
    for (const { document } of localeContent.posts ?? []) await create(cmsCollection('posts'), locale, document)
    const pages = cmsCollection('pages')
    for (const { name, document } of localeContent.pages ?? []) {
      const page = await create(pages, locale, document)
      const draft = localeContent.drafts?.find((candidate) => candidate.name === name)
      if (draft)
        await payload.update({
          collection: 'pages',
          id: page.id,
          draft: true,
          data: { _status: 'draft', ...toCms(pages.fields, draft.document) },
          context: importContext,
          overrideAccess: true,
        })
    }
  }
}

/** Imports every website's content; content/ must be valid (as `npm run content:check` says). */
export async function importContent(payload: Payload, contentDir: string): Promise<ImportCounts> {
  const counts: ImportCounts = {}
  for (const site of appConfig.websites) {
    const files = readContentFiles(contentDir, site.id)
    if (files.files.size === 0) continue
    await importSite(payload, loadContent(files, site), counts)
  }
  return counts
}

// Imports content/ (every website with a folder there, every locale) into an empty CMS: the same
// validated content the embedded store is built from, each document in its CMS shape and published
// (content/ is what the site shows), its images uploaded into the media library first (each file
// once). A route's draft (drafts/<route>.json) becomes the newer draft version of its published page.
import type { Payload } from 'payload'
import {
  appConfig,
  type CmsCollection,
  cmsCollection,
  listCollections,
  loadContent,
  type MediaRefs,
  positionField,
  readContentFiles,
  type SiteContent,
  toCms,
} from '../../../app/server/cms-contract.server.ts'
import { importImages } from './content-media.ts'

/** Set on every write of an import: no site is told about each document. */
export const importContext = { importing: true }

type Doc = Record<string, unknown>

export type ImportCounts = Record<string, number>

/** One document to create: where, its contract value, what the CMS adds; a page's draft beside it. */
type Planned = { collection: CmsCollection; locale: string; value: Doc; extra?: Doc; draft?: Doc }

function plannedDocuments(content: SiteContent): Planned[] {
  const planned: Planned[] = []
  for (const [locale, localeContent] of content.locales) {
    for (const slug of listCollections) {
      const entries = (localeContent[slug] ?? []) as Doc[]
      for (const [position, value] of entries.entries())
        planned.push({ collection: cmsCollection(slug), locale, value, extra: { [positionField]: position } })
    }
    if (localeContent.components)
      planned.push({ collection: cmsCollection('components'), locale, value: localeContent.components })
    for (const { document } of localeContent.posts ?? [])
      planned.push({ collection: cmsCollection('posts'), locale, value: document })
    for (const { name, document } of localeContent.pages ?? []) {
      const draft = localeContent.drafts?.find((candidate) => candidate.name === name)?.document
      planned.push({
        collection: cmsCollection('pages'),
        locale,
        value: document,
        extra: { _status: 'published' },
        ...(draft && { draft }),
      })
    }
  }
  return planned
}

/** The image paths the documents refer to, found by the same mapping that will store them. */
function imagePaths(planned: readonly Planned[]): string[] {
  const paths: string[] = []
  const collect: MediaRefs = { idOf: (path) => void paths.push(path) }
  for (const { collection, value, draft } of planned) {
    toCms(collection.fields, value, collect)
    if (draft) toCms(collection.fields, draft, collect)
  }
  return paths
}

async function importSite(
  payload: Payload,
  content: SiteContent,
  planned: readonly Planned[],
  media: MediaRefs,
  counts: ImportCounts,
) {
  for (const { collection, locale, value, extra, draft } of planned) {
    counts[collection.slug] = (counts[collection.slug] ?? 0) + 1
    const doc = await payload.create({
      collection: collection.slug,
      data: {
        site: String(content.siteId),
        locale,
        _status: 'published',
        ...extra,
        ...toCms(collection.fields, value, media),
      },
      context: importContext,
      overrideAccess: true,
    })
    if (draft)
      await payload.update({
        collection: collection.slug,
        id: doc.id,
        draft: true,
        data: { _status: 'draft', ...toCms(collection.fields, draft, media) },
        context: importContext,
        overrideAccess: true,
      })
  }
}

/** Imports every website's content and its images; content/ must be valid (as `npm run content:check` says). */
export async function importContent(payload: Payload, contentDir: string, publicDir: string): Promise<ImportCounts> {
  const counts: ImportCounts = {}
  const sites = appConfig.websites.flatMap((site) => {
    const files = readContentFiles(contentDir, site.id)
    if (files.files.size === 0) return []
    const content = loadContent(files, site)
    return [{ content, planned: plannedDocuments(content) }]
  })
  const ids = await importImages(
    payload,
    sites.flatMap(({ planned }) => imagePaths(planned)),
    publicDir,
    importContext,
  )
  counts.media = ids.size
  const media: MediaRefs = { idOf: (path) => ids.get(path) }
  for (const { content, planned } of sites) await importSite(payload, content, planned, media, counts)
  return counts
}

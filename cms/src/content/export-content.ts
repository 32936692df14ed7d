// Writes what is published in the CMS back to content/, in the form content/ has: one file per list
// and locale, pages/<route>.json, posts/<id>.json, and drafts/<route>.json for a page whose latest
// version is a draft that differs from what is published. Each file is the strict schema's output
// (its key order) as two-space JSON, so an import followed by an export changes no file. An image
// keeps the path content/ had for it; one uploaded in the CMS is copied to public/ (content-media.ts).
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import type { Payload } from 'payload'
import {
  appConfig,
  type CmsCollection,
  cmsCollection,
  cookieCategoriesLocale,
  fromCms,
  isLocaleBoundListCollection,
  listCollections,
  type MediaRefs,
  mediaCollection,
  mediaSitePath,
  positionField,
  siteContentDir,
  siteLocales,
  type Website,
  z,
} from '../../../app/server/cms-contract.server.ts'
import { exportUpload, mediaById } from './content-media.ts'

type Doc = Record<string, unknown>

const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** The documents' folders an export owns: a file there that the CMS no longer has is removed. */
const documentFolders = ['pages', 'posts', 'drafts'] as const

/** The published documents, or with `draft` every document's latest version (a draft or what is published). */
async function findAll(payload: Payload, collection: CmsCollection, site: Website, locale: string, draft = false) {
  const { docs } = await payload.find({
    collection: collection.slug,
    where: {
      site: { equals: String(site.id) },
      locale: { equals: locale },
      // A document never published, or unpublished, keeps a row of its own that the site does not show.
      ...(!draft && { _status: { equals: 'published' } }),
    },
    pagination: false,
    depth: 0,
    draft,
    overrideAccess: true,
    ...(collection.kind === 'list' && { sort: positionField }),
  })
  return docs as Doc[]
}

/** Where an export writes, and the media library it maps images with. */
export type ExportTarget = {
  contentDir: string
  /** The site's public/: an image uploaded in the CMS is copied there. */
  publicDir: string
}

/** The media library as an export sees it: each image's path, and the uploads it used. */
type MediaUse = { refs: MediaRefs; used: Set<Doc> }

async function mediaUse(payload: Payload): Promise<MediaUse> {
  const byId = await mediaById(payload)
  const used = new Set<Doc>()
  const pathOf = (id: number | string) => {
    const doc = byId.get(id)
    if (!doc) return undefined
    used.add(doc)
    return mediaSitePath(doc)
  }
  return { refs: { pathOf }, used }
}

/** In the strict schema's shape; a document the CMS let through that content/ refuses stops the export. */
function strict(
  collection: CmsCollection,
  doc: Doc,
  where: string,
  media: MediaRefs,
  schema = collection.publishSchema,
): unknown {
  const parsed = schema.safeParse(fromCms(collection.fields, doc, media))
  if (!parsed.success) throw new Error(`${where}: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

async function exportSite(payload: Payload, site: Website, contentDir: string, media: MediaRefs): Promise<string[]> {
  const root = siteContentDir(contentDir, site.id)
  const written: string[] = []
  const write = (file: string, value: unknown) => {
    const path = join(root, file)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, jsonText(value))
    written.push(path)
  }
  const siteLocaleList = siteLocales(site)
  for (const locale of new Set([...siteLocaleList, cookieCategoriesLocale])) {
    const isSiteLocale = siteLocaleList.includes(locale)
    for (const slug of listCollections) {
      if (isLocaleBoundListCollection(slug) ? !isSiteLocale : locale !== cookieCategoriesLocale) continue
      const collection = cmsCollection(slug)
      const docs = await findAll(payload, collection, site, locale)
      write(
        `${locale}/${slug}.json`,
        docs.map((doc, i) => strict(collection, doc, `${locale}/${slug}.json[${i}]`, media)),
      )
    }
    if (!isSiteLocale) continue
    const components = cmsCollection('components')
    const [componentsDoc] = await findAll(payload, components, site, locale)
    if (componentsDoc)
      write(`${locale}/components.json`, strict(components, componentsDoc, `${locale}/components.json`, media))
    const posts = cmsCollection('posts')
    for (const doc of await findAll(payload, posts, site, locale)) {
      const post = strict(posts, doc, `${locale}/posts`, media) as { id: string }
      write(`${locale}/posts/${post.id}.json`, post)
    }
    const pages = cmsCollection('pages')
    const routeNames = new Map(site.routes.filter((r) => r.meta.locale === locale).map((r) => [r.path, r.name]))
    const latest = new Map((await findAll(payload, pages, site, locale, true)).map((doc) => [doc.id, doc]))
    for (const doc of await findAll(payload, pages, site, locale)) {
      const name = routeNames.get(String(doc.path))
      if (!name)
        throw new Error(`${locale}: the page at ${String(doc.path)} is the page of no route of site ${site.id}`)
      const page = strict(pages, doc, `${locale}/pages/${name}.json`, media)
      write(`${locale}/pages/${name}.json`, page)
      const draftDoc = latest.get(doc.id)
      if (draftDoc?._status !== 'draft') continue
      const draft = strict(pages, draftDoc, `${locale}/drafts/${name}.json`, media, pages.draftSchema)
      if (!isDeepStrictEqual(draft, page)) write(`${locale}/drafts/${name}.json`, draft)
    }
    for (const folder of documentFolders) {
      const dir = join(root, locale, folder)
      const names = existsSync(dir) ? readdirSync(dir) : []
      for (const name of names)
        if (name.endsWith('.json') && !written.includes(join(dir, name))) rmSync(join(dir, name))
    }
  }
  return written
}

/** Every website that has content in the CMS, and the images uploaded in the CMS that it shows. */
export async function exportContent(payload: Payload, { contentDir, publicDir }: ExportTarget): Promise<string[]> {
  const written: string[] = []
  const media = await mediaUse(payload)
  const mediaDir = payload.collections[mediaCollection]?.config.upload.staticDir
  if (!mediaDir) throw new Error(`The CMS has no ${mediaCollection} upload collection`)
  for (const site of appConfig.websites) {
    const { totalDocs } = await payload.count({
      collection: 'components',
      where: { site: { equals: String(site.id) } },
      overrideAccess: true,
    })
    if (totalDocs > 0) written.push(...(await exportSite(payload, site, contentDir, media.refs)))
  }
  for (const doc of media.used) written.push(...exportUpload(doc, mediaDir, publicDir))
  return written
}

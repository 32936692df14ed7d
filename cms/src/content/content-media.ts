// content/'s images and the media library: the import uploads each image content/ refers to (a file
// under public/) once, remembering its path; the export copies an image uploaded in the CMS, with
// its resized copies, to public/media/, where the path the site serves it under finds it.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import type { Payload, PayloadRequest } from 'payload'
import {
  mediaCollection,
  mediaSitePath,
  mediaSizeName,
  mediaWidths,
  sitePathField,
} from '../../../app/server/cms-contract.server.ts'

type Doc = Record<string, unknown>

/** The file under public/ of a site path; a path leaving public/ or an outside URL is none. */
function publicFile(publicDir: string, path: string): string {
  const file = resolve(publicDir, `.${path}`)
  if (!path.startsWith('/') || !file.startsWith(`${publicDir}${sep}`))
    throw new Error(`The image ${path} is not a file under public/: upload it in the CMS's media library`)
  if (!existsSync(file)) throw new Error(`The image ${path} is missing: no file ${file}`)
  return file
}

/** An SVG's own label (aria-label or title), else the file's name in words: the imported image's alt text. */
function altOf(file: string, path: string): string {
  if (file.endsWith('.svg')) {
    const svg = readFileSync(file, 'utf8')
    const label = /<svg[^>]*\saria-label="([^"]+)"/.exec(svg)?.[1] ?? /<title>([^<]+)<\/title>/.exec(svg)?.[1]
    if (label?.trim()) return label.trim()
  }
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '')
  return name.replace(/[-_]+/g, ' ')
}

/** Uploads each image path into the media library (once); answers the media document's id by path. */
export async function importImages(
  payload: Payload,
  paths: Iterable<string>,
  publicDir: string,
  context: Doc,
  /** The request to write in (a migration's transaction). */
  req?: PayloadRequest,
): Promise<Map<string, number | string>> {
  const ids = new Map<string, number | string>()
  for (const path of new Set(paths)) {
    const file = publicFile(publicDir, path)
    const doc = await payload.create({
      collection: mediaCollection,
      data: { alt: altOf(file, path), [sitePathField]: path },
      filePath: file,
      context,
      overrideAccess: true,
      ...(req && { req }),
    })
    ids.set(path, doc.id)
  }
  return ids
}

/** Every media document by id, so an export maps a document's image ids to their paths. */
export async function mediaById(payload: Payload): Promise<Map<number | string, Doc>> {
  const { docs } = await payload.find({
    collection: mediaCollection,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.id, doc as Doc]))
}

/** Copies an uploaded image (one the CMS has no content/ path for) and its resized copies into public/. */
export function exportUpload(doc: Doc, mediaDir: string, publicDir: string): string[] {
  const path = mediaSitePath(doc)
  if (!path || doc[sitePathField] || typeof doc.filename !== 'string') return []
  const sizes = (doc.sizes ?? {}) as Record<string, { filename?: string | null }>
  const files = [doc.filename, ...mediaWidths.map((width) => sizes[mediaSizeName(width)]?.filename)].filter(
    (name): name is string => typeof name === 'string' && name !== '',
  )
  const target = resolve(publicDir, `.${path}`, '..')
  mkdirSync(target, { recursive: true })
  return files.map((name) => {
    copyFileSync(join(mediaDir, name), join(target, name))
    return join(target, name)
  })
}

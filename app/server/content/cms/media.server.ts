// The CMS's media library (docs/decisions/035-media-library.md): what the site and the CMS agree on
// about a media document. An image imported from content/ remembers the site path it came from
// (sitePathField), so content/ and the site keep that path; an image uploaded in the CMS has none
// and is served by the site under /media/ by its file name.
import { mediaPathPrefix } from '../../../contracts/content/media.ts'
import type { NamedField } from './field-plan.server.ts'

export const mediaCollection = 'media'
/** The media document's field holding the path under public/ the image was imported from. */
export const sitePathField = 'sitePath'

type Doc = Record<string, unknown>

/** The site path of a media document: where content/ had it, else where the site serves uploads. */
export function mediaSitePath(doc: Doc): string | undefined {
  const sitePath = doc[sitePathField]
  if (typeof sitePath === 'string' && sitePath !== '') return sitePath
  return typeof doc.filename === 'string' && doc.filename !== '' ? `${mediaPathPrefix}${doc.filename}` : undefined
}

/**
 * An upload's file name as the site path allows it (letters, digits, _ . -), lower case: the name
 * becomes the image's path under /media/ and in content/.
 */
export function mediaFilename(name: string): string {
  const file = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1)
  const dot = file.lastIndexOf('.')
  const [base, extension] = dot > 0 ? [file.slice(0, dot), file.slice(dot + 1)] : [file, '']
  const clean = (part: string) =>
    part
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\w.-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
  const safeBase = clean(base) || 'image'
  // The name the CMS gives the resized copies' type (file-type's), so every copy shares the original's extension.
  const safeExtension = clean(extension).replace(/^jpeg$/, 'jpg')
  return safeExtension ? `${safeBase}.${safeExtension}` : safeBase
}

/** The CMS paths of a document's image fields (groups and rows walked), e.g. logo or gallery.image. */
export function imageFieldPaths(fields: readonly NamedField[], at = ''): string[] {
  return fields.flatMap((field) => {
    const path = `${at}${field.cmsName}`
    if (field.plan.kind === 'image') return [path]
    if (field.plan.kind === 'group' || field.plan.kind === 'rows') return imageFieldPaths(field.plan.fields, `${path}.`)
    return []
  })
}

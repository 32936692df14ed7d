// The site's own zod schema checks every content document the CMS saves, in the contract's shape
// (app/server/content/cms/content-problems.server.ts). Each derived field validates with it and
// shows the problems at its own path, so the admin keeps an invalid field marked until it is fixed;
// the document is checked once per validation pass. Payload validates no fields of a draft (drafts
// are saved, autosaved and previewed unfinished), so drafts are checked here, for the document,
// with the collection's draft schema; so are problems no field shows (the document as a whole, a
// block of an unknown type, which Payload would drop silently). Images are checked as the site will
// read them (their site paths), rich text as the HTML a save writes from the editor's state. zod's
// messages come in the admin's language of the request.
import { type CollectionBeforeValidateHook, type PayloadRequest, type Validate, ValidationError } from 'payload'
import {
  type CmsCollection,
  contentProblems,
  documentProblems,
  fromCms,
  type MediaRefs,
  mediaCollection,
  mediaSitePath,
  messageAt,
  pathOfObject,
  problemsOnce,
} from '../../../app/server/cms-contract.server.ts'
import { adminLanguage } from '../admin-language.ts'
import { withHtmlOfEditorStates } from '../rich-text/rich-text-field.ts'

type Doc = Record<string, unknown>

/** The field's path: on save Payload gives it; its form state does not, so it is where the field's siblings are. */
function fieldPath({
  path,
  data,
  siblingData,
  ...field
}: Parameters<Validate>[1] & { name?: unknown }): string | undefined {
  if (Array.isArray(path)) return path.join('.')
  const { name } = field
  const parent = pathOfObject(data, siblingData)
  return parent === undefined || typeof name !== 'string' ? undefined : parent ? `${parent}.${name}` : name
}

/** The images a document names by id, as the contract has them: their site paths. */
async function mediaOf(collection: CmsCollection, document: Doc, req: PayloadRequest): Promise<MediaRefs> {
  const ids: (number | string)[] = []
  fromCms(collection.fields, document, { pathOf: (id) => void ids.push(id) })
  if (ids.length === 0) return {}
  const { docs } = await req.payload.find({
    collection: mediaCollection,
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const paths = new Map(docs.map((doc) => [doc.id, mediaSitePath(doc)]))
  return { pathOf: (id) => paths.get(id) }
}

type Checked = { document: Doc; media: MediaRefs }

const checkedByRequest = new WeakMap<object, Map<string, Promise<Checked>>>()

/**
 * The document as the check reads it (rich text's HTML beside its editor state) and its images'
 * paths, once per validation pass: every field of a pass gets its own copy of the same data, so it
 * is compared by value, and the media library is asked once, not by each field.
 */
function checkedOnce(collection: CmsCollection, data: Doc, req: PayloadRequest): Promise<Checked> {
  const key = `${collection.slug}\n${JSON.stringify(data)}`
  const known = checkedByRequest.get(req) ?? new Map<string, Promise<Checked>>()
  checkedByRequest.set(req, known)
  const found =
    known.get(key) ??
    (async () => {
      const document = withHtmlOfEditorStates(collection.fields, data)
      return { document, media: await mediaOf(collection, document, req) }
    })()
  known.set(key, found)
  return found
}

/** The validate function of every field derived from the collection's schema. */
export function zodFieldValidate(collection: CmsCollection): Validate {
  return async (_value, options) => {
    const path = fieldPath(options)
    if (path === undefined) return true
    const { document, media } = await checkedOnce(collection, options.data as Doc, options.req)
    const language = adminLanguage(options.req.i18n?.language)
    return messageAt(problemsOnce(document, collection, media, language), path) || true
  }
}

export function validateDocumentWithZod(collection: CmsCollection): CollectionBeforeValidateHook {
  return async ({ data, originalDoc, req }) => {
    // An update may carry only the changed fields; the document is what it will be once saved.
    const document: Doc = { ...(originalDoc ?? {}), ...(data ?? {}) }
    const { media } = await checkedOnce(collection, document, req)
    const language = adminLanguage(req.i18n?.language)
    const errors =
      document._status === 'draft'
        ? contentProblems(collection, document, 'draft', media, language)
        : documentProblems(problemsOnce(document, collection, media, language))
    if (errors.length > 0)
      throw new ValidationError(
        { collection: collection.slug, errors: errors.map(({ path, message }) => ({ path, message })), req },
        req.t,
      )
    return data
  }
}

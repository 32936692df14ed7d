// The site's own zod schema checks every content document the CMS saves, in the contract's shape
// (app/server/content/cms/content-problems.server.ts). Each derived field validates with it and
// shows the problems at its own path, so the admin keeps an invalid field marked until it is fixed;
// the document is checked once per validation pass. Payload validates no fields of a draft (drafts
// are saved, autosaved and previewed unfinished), so drafts are checked here, for the document,
// with the collection's draft schema; so are problems no field shows (the document as a whole, a
// block of an unknown type, which Payload would drop silently).
import { type CollectionBeforeValidateHook, type Validate, ValidationError } from 'payload'
import {
  type CmsCollection,
  contentProblems,
  documentProblems,
  messageAt,
  pathOfObject,
  problemsOnce,
} from '../../../app/server/cms-contract.server.ts'

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

/** The validate function of every field derived from the collection's schema. */
export function zodFieldValidate(collection: CmsCollection): Validate {
  return (_value, options) => {
    const path = fieldPath(options)
    return (path !== undefined && messageAt(problemsOnce(options.req, collection, options.data as Doc), path)) || true
  }
}

export function validateDocumentWithZod(collection: CmsCollection): CollectionBeforeValidateHook {
  return ({ data, originalDoc, req }) => {
    // An update may carry only the changed fields; the document is what it will be once saved.
    const document: Doc = { ...(originalDoc ?? {}), ...(data ?? {}) }
    const errors =
      document._status === 'draft'
        ? contentProblems(collection, document, 'draft')
        : documentProblems(problemsOnce(req, collection, document))
    if (errors.length > 0)
      throw new ValidationError(
        { collection: collection.slug, errors: errors.map(({ path, message }) => ({ path, message })), req },
        req.t,
      )
    return data
  }
}

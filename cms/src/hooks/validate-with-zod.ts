// Before Payload saves a content document, the site's own zod schema checks it, in the contract's
// shape: a published document as strictly as content/ is checked (every block by its schema, the
// page's block rules), a draft as the API's page, so a work in progress can be saved and previewed.
// An unknown blockType is refused either way: Payload would otherwise drop the block silently.
// Each problem is a field error at the CMS path of the field (layout of blocks included), which the
// admin shows on that field and counts on its block.
import {
  type CollectionBeforeValidateHook,
  type PayloadRequest,
  ValidationError,
  type ValidationFieldError,
} from 'payload'
import {
  type CmsCollection,
  cmsPath,
  fromCms,
  isBlockType,
  type MediaRefs,
  mediaCollection,
  mediaSitePath,
} from '../../../app/server/cms-contract.server.ts'

type Doc = Record<string, unknown>

const blocksOf = (contract: Doc): unknown[] => (Array.isArray(contract.blocks) ? contract.blocks : [])

/** The problems of a document, each with the CMS path it shows at. */
export function contentProblems(collection: CmsCollection, data: Doc, media: MediaRefs = {}): ValidationFieldError[] {
  const contract = fromCms(collection.fields, data, media)
  const draft = data._status === 'draft'
  const schema = (draft && collection.draftSchema) || collection.publishSchema
  const at = (path: readonly PropertyKey[], message: string): ValidationFieldError => {
    const { path: fieldPath, inside } = cmsPath(collection.fields, contract, path)
    return { path: fieldPath, message: inside ? `${inside}: ${message}` : message }
  }
  const problems: ValidationFieldError[] = (draft ? [] : blocksOf(contract)).flatMap((block, index) => {
    const type = (block as Doc).blockType
    return typeof type === 'string' && isBlockType(type)
      ? []
      : [at(['blocks', index], `Unknown block type "${String(type)}"`)]
  })
  const result = schema.safeParse(contract)
  if (!result.success)
    for (const issue of result.error.issues) {
      const problem = at(issue.path, issue.message)
      // An unknown block is reported once, by name, not again as a union without a match.
      if (!problems.some((known) => known.path === problem.path)) problems.push(problem)
    }
  return problems
}

/** The images a document being saved names by id, as the contract has them: their site paths. */
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

export function validateWithZod(collection: CmsCollection): CollectionBeforeValidateHook {
  return async ({ data, originalDoc, req }) => {
    // An update may carry only the changed fields; the document is what it will be once saved.
    const document: Doc = { ...(originalDoc ?? {}), ...(data ?? {}) }
    const errors = contentProblems(collection, document, await mediaOf(collection, document, req))
    if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors, req }, req.t)
    return data
  }
}

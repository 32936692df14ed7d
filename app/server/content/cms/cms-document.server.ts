// A content document between its contract shape and its shape in the CMS (Payload), walked by the
// field plans of field-plan.server.ts: names Payload keeps for itself are renamed, and what Payload
// adds (row ids, a block's name, null for an empty field) is left out on the way back, which also
// puts every object's keys in the contract schema's order. An image is a site path in the contract
// and a media document in the CMS (media.server.ts).
import { blockCatalogue, blockTypes } from '../../../blocks/catalogue.ts'
import type { NameLabels } from '../../../contracts/field-labels.ts'
import type { BlockEditorRef } from '../../../contracts/visual-editing.ts'
import {
  blockFields,
  cmsNameOf,
  entryField,
  type FieldPlan,
  type NamedField,
  richTextHtmlName,
} from './field-plan.server.ts'
import { mediaSitePath } from './media.server.ts'

type Doc = Record<string, unknown>

const isRecord = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every block type's fields, in the catalogue's order: what the CMS offers as blocks. */
export const blockFieldsByType: ReadonlyMap<string, NamedField[]> = new Map(
  blockTypes.map((type) => {
    const { schema, cms } = blockCatalogue[type]
    return [type, blockFields(schema, { labels: cms.fields, richText: cms.richText })]
  }),
)

/** Every block type's name for editors. */
export const blockLabelsByType: ReadonlyMap<string, NameLabels> = new Map(
  blockTypes.map((type) => [type, blockCatalogue[type].cms.labels]),
)

const withoutId = ({ id: _, ...rest }: Doc): Doc => rest

/** The entry's JSON: the value but its id and the fields kept beside it (finance products' logo). */
const entryOf = (fields: readonly NamedField[], value: Doc): Doc =>
  Object.fromEntries(Object.entries(withoutId(value)).filter(([name]) => !fields.some((field) => field.name === name)))

/**
 * How images cross. Into the CMS: the media document's id of a site path (the import knows them);
 * a path without one stays as it is. Out of it: a media document the CMS populated (read with
 * depth) gives its site path itself; one it did not (a document being saved holds ids) is looked up.
 */
export type MediaRefs = {
  idOf?: (path: string) => number | string | undefined
  pathOf?: (id: number | string) => string | undefined
}

function blockToCms(block: unknown, media: MediaRefs): unknown {
  if (!isRecord(block) || typeof block.blockType !== 'string') return block
  const fields = blockFieldsByType.get(block.blockType)
  if (fields) return { blockType: block.blockType, ...toCms(fields, block, media) }
  // An unknown block is kept as it is, but for its id (the CMS's own name): a draft may hold it
  // (the preview shows its placeholder), and publishing refuses it with its path.
  const { id, ...rest } = block
  return id === undefined ? rest : { ...rest, [cmsNameOf('id')]: id }
}

/** One way of the mapping: an object by its fields, a block by its type, an image by its reference. */
type Direction = {
  object: (fields: readonly NamedField[], value: Doc) => Doc
  block: (block: unknown) => unknown
  image: (value: unknown) => unknown
}

/** A field's value mapped one way: its group, rows or blocks walked; any other value, and garbage, as it is. */
function mapValue(plan: FieldPlan, value: unknown, { object, block, image }: Direction): unknown {
  switch (plan.kind) {
    case 'image':
      return image(value)
    case 'group':
      return isRecord(value) ? object(plan.fields, value) : value
    case 'rows':
      return Array.isArray(value) ? value.map((row) => (isRecord(row) ? object(plan.fields, row) : row)) : value
    case 'blocks':
      return Array.isArray(value) ? value.map(block) : value
    default:
      return value
  }
}

const intoCms = (media: MediaRefs): Direction => ({
  object: (fields, value) => toCms(fields, value, media),
  block: (block) => blockToCms(block, media),
  image: (path) => (typeof path === 'string' && media.idOf?.(path)) || path,
})

function imageFromCms(value: unknown, media: MediaRefs): unknown {
  if (isRecord(value)) return mediaSitePath(value) ?? value
  return (typeof value === 'number' || typeof value === 'string') && media.pathOf
    ? (media.pathOf(value) ?? value)
    : value
}

const outOfCms = (media: MediaRefs): Direction => ({
  object: (fields, value) => fromCms(fields, value, media),
  block: (block) => blockFromCms(block, media),
  image: (value) => imageFromCms(value, media),
})

/**
 * The CMS field a contract field's value is kept in: a rich text's HTML beside its editor state
 * (the CMS fills the state from the HTML when a write brings only the HTML, as the import does).
 */
const cmsValueName = (field: NamedField) =>
  field.plan.kind === 'richText' ? richTextHtmlName(field.cmsName) : field.cmsName

/** A contract document (or block, or row) in the CMS's shape. */
export function toCms(fields: readonly NamedField[], value: Doc, media: MediaRefs = {}): Doc {
  const result: Doc = {}
  const direction = intoCms(media)
  for (const field of fields) {
    if (field === entryField) result[field.cmsName] = entryOf(fields, value)
    else if (value[field.name] !== undefined)
      result[cmsValueName(field)] = mapValue(field.plan, value[field.name], direction)
  }
  return result
}

function blockFromCms(block: unknown, media: MediaRefs): unknown {
  if (!isRecord(block)) return block
  const fields = typeof block.blockType === 'string' ? blockFieldsByType.get(block.blockType) : undefined
  if (fields) return { blockType: block.blockType, ...fromCms(fields, block, media) }
  const { id: _, blockName: __, [cmsNameOf('id')]: id, ...rest } = block
  return id === undefined ? rest : { blockType: rest.blockType, id, ...rest }
}

const listKinds = new Set<FieldPlan['kind']>(['rows', 'texts', 'blocks'])
const isList = (plan: FieldPlan) => listKinds.has(plan.kind) || (plan.kind === 'select' && plan.many)

/**
 * What the CMS holds for an absent value: null, or an empty text, group or optional block list
 * (a casino's review blocks) an editor left empty.
 */
function isAbsent(field: NamedField, value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (field.required) return false
  return (
    value === '' ||
    (field.plan.kind === 'group' && isRecord(value) && Object.keys(value).length === 0) ||
    (field.plan.kind === 'blocks' && Array.isArray(value) && value.length === 0)
  )
}

/** A CMS document (or block, or row) in the contract's shape, keys in the schema's order. */
export function fromCms(fields: readonly NamedField[], value: Doc, media: MediaRefs = {}): Doc {
  const result: Doc = {}
  const direction = outOfCms(media)
  for (const field of fields) {
    if (field === entryField) {
      if (isRecord(value[field.cmsName])) Object.assign(result, entryOf(fields, value[field.cmsName] as Doc))
      continue
    }
    const converted = mapValue(field.plan, value[cmsValueName(field)], direction)
    if (!isAbsent(field, converted)) result[field.name] = converted
    else if ('default' in field) result[field.name] = field.default
    // An empty list field reads back as nothing; the contract wants the empty list.
    else if (field.required && isList(field.plan)) result[field.name] = []
  }
  return result
}

/**
 * Where a problem at a contract path (a zod issue's path) shows in the CMS: the path of the
 * deepest CMS field holding it, and the rest of the contract path when that field is one value
 * (JSON, a list of texts), so the message can still say where.
 */
export function cmsPath(
  fields: readonly NamedField[],
  value: unknown,
  path: readonly PropertyKey[],
): { path: string; inside: string } {
  const found: string[] = []
  let rest: readonly PropertyKey[] = path
  let currentFields: readonly NamedField[] | undefined = fields
  let node: unknown = value
  while (currentFields && rest.length > 0) {
    const [name, ...afterName] = rest
    const field: NamedField | undefined = currentFields.find((candidate) => candidate.name === name)
    if (!field) {
      if (currentFields.includes(entryField)) found.push(entryField.cmsName)
      break
    }
    found.push(field.cmsName)
    node = isRecord(node) ? node[field.name] : undefined
    rest = afterName
    currentFields = undefined
    const plan: FieldPlan = field.plan
    if (plan.kind === 'group') currentFields = plan.fields
    else if ((plan.kind === 'rows' || plan.kind === 'blocks') && rest.length > 0) {
      const [index, ...afterIndex] = rest
      found.push(String(index))
      node = Array.isArray(node) ? node[Number(index)] : undefined
      rest = afterIndex
      currentFields =
        plan.kind === 'rows'
          ? plan.fields
          : isRecord(node) && typeof node.blockType === 'string'
            ? blockFieldsByType.get(node.blockType)
            : undefined
    }
  }
  return { path: found.join('.'), inside: rest.map(String).join('.') }
}

/**
 * A verified draft's blocks, each named by its CMS row for visual editing (decision 094): the row's
 * id, its path in the document's form (blocks.3), the document ("pages/12") and the block's name.
 * A block of a type the site does not know is not named: the preview outlines nothing it cannot show.
 */
export function withEditorRefs(collectionSlug: string, fields: readonly NamedField[], cmsDoc: Doc, doc: Doc): Doc {
  const named = { ...doc }
  for (const field of fields) {
    const rows = cmsDoc[field.cmsName]
    const blocks = doc[field.name]
    if (field.plan.kind !== 'blocks' || !Array.isArray(rows) || !Array.isArray(blocks)) continue
    named[field.name] = blocks.map((block, index) => {
      const row: unknown = rows[index]
      const label =
        isRecord(row) && typeof row.blockType === 'string' ? blockLabelsByType.get(row.blockType) : undefined
      if (!isRecord(block) || !isRecord(row) || typeof row.id !== 'string' || !label) return block
      const editor: BlockEditorRef = {
        id: row.id,
        path: `${field.cmsName}.${index}`,
        document: `${collectionSlug}/${String(cmsDoc.id)}`,
        label: label.singular,
      }
      return { ...block, editor }
    })
  }
  return named
}

// A content document between its contract shape and its shape in the CMS (Payload), walked by the
// field plans of field-plan.server.ts: names Payload keeps for itself are renamed, and what Payload
// adds (row ids, a block's name, null for an empty field) is left out on the way back, which also
// puts every object's keys in the contract schema's order.
import { blockCatalogue, blockTypes } from '../../../blocks/catalogue.ts'
import type { NameLabels } from '../../../contracts/field-labels.ts'
import { blockFields, cmsNameOf, entryField, type FieldPlan, type NamedField } from './field-plan.server.ts'

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

function blockToCms(block: unknown): unknown {
  if (!isRecord(block) || typeof block.blockType !== 'string') return block
  const fields = blockFieldsByType.get(block.blockType)
  if (fields) return { blockType: block.blockType, ...toCms(fields, block) }
  // An unknown block is kept as it is, but for its id (the CMS's own name): a draft may hold it
  // (the preview shows its placeholder), and publishing refuses it with its path.
  const { id, ...rest } = block
  return id === undefined ? rest : { ...rest, [cmsNameOf('id')]: id }
}

/** One way of the mapping: an object by its fields, and a block by its type. */
type Direction = { object: (fields: readonly NamedField[], value: Doc) => Doc; block: (block: unknown) => unknown }

/** A field's value mapped one way: its group, rows or blocks walked; any other value, and garbage, as it is. */
function mapValue(plan: FieldPlan, value: unknown, { object, block }: Direction): unknown {
  switch (plan.kind) {
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

const intoCms: Direction = { object: toCms, block: blockToCms }
const outOfCms: Direction = { object: fromCms, block: blockFromCms }

/** A contract document (or block, or row) in the CMS's shape. */
export function toCms(fields: readonly NamedField[], value: Doc): Doc {
  const result: Doc = {}
  for (const field of fields) {
    if (field === entryField) result[field.cmsName] = withoutId(value)
    else if (value[field.name] !== undefined) result[field.cmsName] = mapValue(field.plan, value[field.name], intoCms)
  }
  return result
}

function blockFromCms(block: unknown): unknown {
  if (!isRecord(block)) return block
  const fields = typeof block.blockType === 'string' ? blockFieldsByType.get(block.blockType) : undefined
  if (fields) return { blockType: block.blockType, ...fromCms(fields, block) }
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
export function fromCms(fields: readonly NamedField[], value: Doc): Doc {
  const result: Doc = {}
  for (const field of fields) {
    if (field === entryField) {
      if (isRecord(value[field.cmsName])) Object.assign(result, withoutId(value[field.cmsName] as Doc))
      continue
    }
    const converted = mapValue(field.plan, value[field.cmsName], outOfCms)
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

// How a zod contract schema becomes CMS fields: read from its JSON Schema (zod's own conversion,
// input types), each property classified as one kind of field. The Payload app (cms/) builds its
// field configs from these plans and the site maps documents through the same plans
// (cms-document.server.ts), so the zod schema stays the one source of truth for both.
import { mediaKeyword } from '../../../contracts/content/media.ts'
import { z } from '../../../lib/zod.ts'

type JsonSchema = {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  $ref?: string
  default?: unknown
  maxLength?: number
  minimum?: number
  maximum?: number
  additionalProperties?: unknown
  [mediaKeyword]?: unknown
}

export type FieldPlan =
  | { kind: 'text'; multiline: boolean }
  /** HTML a block declares as rich text: edited in the CMS's rich-text editor, stored as HTML beside it. */
  | { kind: 'richText' }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'checkbox' }
  | { kind: 'select'; options: string[]; many: boolean }
  | { kind: 'texts' }
  /** An image (a schema marked with mediaKeyword): a site path in the contract, an upload of the media library in the CMS. */
  | { kind: 'image' }
  | { kind: 'group'; fields: NamedField[] }
  | { kind: 'rows'; fields: NamedField[] }
  /** The page's or post's block list: each block is planned from its own schema (blockPlans). */
  | { kind: 'blocks' }
  /** A value no field can hold (a union of shapes, a recursive list, a record): JSON, checked by zod. */
  | { kind: 'json' }

export type NamedField = {
  /** The property's name in the contract. */
  name: string
  /** Its name in the CMS, where Payload keeps some names for itself (every row's id, a document's updatedAt). */
  cmsName: string
  plan: FieldPlan
  required: boolean
  /** The schema's default: what an empty field means. */
  default?: unknown
}

const reservedNames: Record<string, string> = { id: 'contentId', updatedAt: 'contentUpdatedAt' }
export const cmsNameOf = (name: string) => reservedNames[name] ?? name

/**
 * Where the CMS keeps a rich-text field's HTML: beside the editor's state (named as the contract's
 * field), filled from it on every save. The site reads this one.
 */
export const richTextHtmlName = (cmsName: string) => `${cmsName}Html`

/** Strings longer than this get a text area. */
const longText = 200

const isString = (schema: JsonSchema) => schema.type === 'string' || typeof schema.const === 'string'
const stringEnum = (schema: JsonSchema): string[] | undefined =>
  schema.type === 'string' && schema.enum?.every((value) => typeof value === 'string')
    ? (schema.enum as string[])
    : undefined

function planOf(schema: JsonSchema, path: string, richText: ReadonlySet<string>): FieldPlan {
  if (schema.$ref !== undefined) return { kind: 'json' }
  if (schema[mediaKeyword] === true) return { kind: 'image' }
  const options = schema.anyOf ?? schema.oneOf
  if (options) return options.every(isString) ? { kind: 'text', multiline: false } : { kind: 'json' }
  const choices = stringEnum(schema)
  if (choices) return { kind: 'select', options: choices, many: false }
  switch (schema.type) {
    case 'string':
      if (richText.has(path)) return { kind: 'richText' }
      return { kind: 'text', multiline: (schema.maxLength ?? 0) > longText }
    case 'integer':
    case 'number':
      return {
        kind: 'number',
        integer: schema.type === 'integer',
        ...(schema.minimum !== undefined && { min: schema.minimum }),
        ...(schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER && { max: schema.maximum }),
      }
    case 'boolean':
      return { kind: 'checkbox' }
    case 'array': {
      const items = schema.items ?? {}
      const itemChoices = stringEnum(items)
      if (itemChoices) return { kind: 'select', options: itemChoices, many: true }
      if (items.type === 'string' && items.$ref === undefined) return { kind: 'texts' }
      if (items.type === 'object' && items.properties && items.additionalProperties === undefined)
        return { kind: 'rows', fields: fieldsOf(items, `${path}[]`, richText) }
      return { kind: 'json' }
    }
    case 'object':
      if (schema.properties && (schema.additionalProperties === undefined || schema.additionalProperties === false))
        return { kind: 'group', fields: fieldsOf(schema, path, richText) }
      return { kind: 'json' }
    default:
      return { kind: 'json' }
  }
}

function fieldsOf(schema: JsonSchema, path: string, richText: ReadonlySet<string>): NamedField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const at = path ? `${path}.${name}` : name
    const isBlockList = !path && name === 'blocks' && property.items?.properties?.blockType !== undefined
    return {
      name,
      cmsName: cmsNameOf(name),
      plan: isBlockList ? { kind: 'blocks' } : planOf(property, at, richText),
      required: required.has(name),
      ...('default' in property && { default: property.default }),
    }
  })
}

const jsonSchemaOf = (schema: z.ZodMiniType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

/** In a document whose schema is not one object: the field holding the entry but its id. */
export const entryField: NamedField = { name: '', cmsName: 'entry', plan: { kind: 'json' }, required: true }

/**
 * The fields of a document's schema. A schema that is not one object (a union of shapes, such as
 * finance products) keeps its id in a field, the images every shape has (a logo) as image fields,
 * and the rest of the entry as JSON (entryField).
 */
export function documentFields(schema: z.ZodMiniType, richText: readonly string[] = []): NamedField[] {
  const json = jsonSchemaOf(schema)
  if (json.type === 'object' && json.properties) return fieldsOf(json, '', new Set(richText))
  const idField: NamedField = {
    name: 'id',
    cmsName: cmsNameOf('id'),
    plan: { kind: 'text', multiline: false },
    required: true,
  }
  const shapes = json.anyOf ?? json.oneOf ?? []
  const inEveryShape = (name: string) => shapes.every((shape) => shape.properties?.[name]?.[mediaKeyword] === true)
  const imageFields = Object.keys(shapes[0]?.properties ?? {})
    .filter(inEveryShape)
    .map(
      (name): NamedField => ({
        name,
        cmsName: cmsNameOf(name),
        plan: { kind: 'image' },
        required: shapes.every((shape) => shape.required?.includes(name)),
      }),
    )
  return [idField, ...imageFields, entryField]
}

/** A block's fields, blockType left out (it is the block's kind in the CMS). */
export function blockFields(schema: z.ZodMiniType, richText: readonly string[] = []): NamedField[] {
  return documentFields(schema, richText).filter((field) => field.name !== 'blockType')
}

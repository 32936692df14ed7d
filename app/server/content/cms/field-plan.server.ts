// How a zod contract schema becomes CMS fields: read from its JSON Schema (zod's own conversion,
// input types), each property classified as one kind of field. The Payload app (cms/) builds its
// field configs from these plans and the site maps documents through the same plans
// (cms-document.server.ts), so the zod schema stays the one source of truth for both. Each field
// carries the label and help declared beside its schema (contracts/field-labels.ts).

import { mediaKeyword } from '../../../contracts/content/media.ts'
import type { NameLabels, Translated } from '../../../contracts/field-labels.ts'
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
  | { kind: 'select'; options: SelectOption[]; many: boolean }
  | { kind: 'texts' }
  /** An image (a schema marked with mediaKeyword): a site path in the contract, an upload of the media library in the CMS. */
  | { kind: 'image' }
  | { kind: 'group'; fields: NamedField[] }
  | { kind: 'rows'; fields: NamedField[]; rowLabels?: NameLabels }
  /** The page's or post's block list: each block is planned from its own schema (blockPlans). */
  | { kind: 'blocks' }
  /** A value no field can hold (a union of shapes, a recursive list, a record): JSON, checked by zod. */
  | { kind: 'json' }

export type SelectOption = { value: string; label?: Translated }

export type NamedField = {
  /** The property's name in the contract. */
  name: string
  /** Its name in the CMS, where Payload keeps some names for itself (every row's id, a document's updatedAt). */
  cmsName: string
  /** What the editor reads; missing only where a schema's labels forgot a field (a test fails then). */
  label?: Translated
  description?: Translated
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

/** A property's labels as FieldLabel<T> declares them, for any T. */
type AnyFieldLabel = {
  label: Translated
  description?: Translated
  fields?: LabelTree
  rows?: NameLabels
  options?: { readonly [value: string]: Translated }
}

/** Labels by property name, as declared for one object of a schema (FieldLabels<T>, loosely typed). */
export type LabelTree = { readonly [name: string]: AnyFieldLabel | undefined }

type Planning = { richText: ReadonlySet<string>; label?: AnyFieldLabel }

const selectOptions = (values: string[], label: AnyFieldLabel | undefined): SelectOption[] =>
  values.map((value) => ({ value, ...(label?.options?.[value] && { label: label.options[value] }) }))

function planOf(schema: JsonSchema, path: string, { richText, label }: Planning): FieldPlan {
  if (schema.$ref !== undefined) return { kind: 'json' }
  if (schema[mediaKeyword] === true) return { kind: 'image' }
  const options = schema.anyOf ?? schema.oneOf
  if (options) return options.every(isString) ? { kind: 'text', multiline: false } : { kind: 'json' }
  const choices = stringEnum(schema)
  if (choices) return { kind: 'select', options: selectOptions(choices, label), many: false }
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
      if (itemChoices) return { kind: 'select', options: selectOptions(itemChoices, label), many: true }
      if (items.type === 'string' && items.$ref === undefined) return { kind: 'texts' }
      if (items.type === 'object' && items.properties && items.additionalProperties === undefined)
        return {
          kind: 'rows',
          fields: fieldsOf(items, `${path}[]`, richText, label?.fields),
          ...(label?.rows && { rowLabels: label.rows }),
        }
      return { kind: 'json' }
    }
    case 'object':
      if (schema.properties && (schema.additionalProperties === undefined || schema.additionalProperties === false))
        return { kind: 'group', fields: fieldsOf(schema, path, richText, label?.fields) }
      return { kind: 'json' }
    default:
      return { kind: 'json' }
  }
}

function fieldsOf(
  schema: JsonSchema,
  path: string,
  richText: ReadonlySet<string>,
  labels: LabelTree | undefined,
): NamedField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const at = path ? `${path}.${name}` : name
    const isBlockList = !path && name === 'blocks' && property.items?.properties?.blockType !== undefined
    const label = labels?.[name]
    return {
      name,
      cmsName: cmsNameOf(name),
      ...(label && { label: label.label }),
      ...(label?.description && { description: label.description }),
      plan: isBlockList ? { kind: 'blocks' } : planOf(property, at, { richText, label }),
      required: required.has(name),
      ...('default' in property && { default: property.default }),
    }
  })
}

const jsonSchemaOf = (schema: z.ZodMiniType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

/** In a document whose schema is not one object: the field holding the entry but its id. */
export const entryField: NamedField = {
  name: '',
  cmsName: 'entry',
  label: { de: 'Eintrag (JSON)', en: 'Entry (JSON)' },
  description: {
    de: 'Alle Angaben des Eintrags außer der ID, als JSON in der Form des Content-Vertrags.',
    en: 'Everything of the entry but its ID, as JSON in the content contract’s shape.',
  },
  plan: { kind: 'json' },
  required: true,
}

/** What planning a schema needs beside it: its fields' labels, and which of its strings are rich text. */
export type SchemaFacts = { labels: LabelTree; richText?: readonly string[] }

/**
 * The fields of a document's schema. A schema that is not one object (a union of shapes, such as
 * finance products) keeps its id in a field, the images every shape has (a logo) as image fields,
 * and the rest of the entry as JSON (entryField).
 */
export function documentFields(schema: z.ZodMiniType, { labels, richText = [] }: SchemaFacts): NamedField[] {
  const json = jsonSchemaOf(schema)
  if (json.type === 'object' && json.properties) return fieldsOf(json, '', new Set(richText), labels)
  const idField: NamedField = {
    name: 'id',
    cmsName: cmsNameOf('id'),
    ...(labels.id && { label: labels.id.label }),
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
        ...(labels[name] && { label: labels[name].label }),
        ...(labels[name]?.description && { description: labels[name].description }),
        plan: { kind: 'image' },
        required: shapes.every((shape) => shape.required?.includes(name)),
      }),
    )
  return [idField, ...imageFields, entryField]
}

/** A block's fields, blockType left out (it is the block's kind in the CMS). */
export function blockFields(schema: z.ZodMiniType, facts: SchemaFacts): NamedField[] {
  return documentFields(schema, facts).filter((field) => field.name !== 'blockType')
}

// Payload field configs from the field plans the site derives from its zod schemas
// (app/server/content/cms/field-plan.server.ts): no field is written by hand, so a new block or a
// changed contract reaches editors with no CMS code. Each field carries the label and help declared
// beside its schema, and validates with the schema itself (hooks/validate-with-zod.ts), at every
// level: a field here only says how an editor enters the value and where a problem shows.
import { type Block, type Field, type FieldHook, type Validate, validations } from 'payload'
import {
  blockFieldsByType,
  blockLabelsByType,
  type FieldPlan,
  mediaCollection,
  type NamedField,
} from '../../../app/server/cms-contract.server.ts'
import { richTextFields } from '../rich-text/rich-text-field.ts'

/**
 * A box an editor left unticked in a new document is false, not missing (the admin sends nothing for
 * it). Not a defaultValue, which would be a column default and a migration; an update keeps what is stored.
 */
const untickedIsFalse: FieldHook = ({ value, operation }) => (operation === 'create' ? (value ?? false) : value)

/** The Payload fields of a planned field: one, but for rich text (the editor's, and its HTML beside it). */
export function payloadFields(field: NamedField, validate: Validate): Field[] {
  const base = { name: field.cmsName, ...(field.label && { label: field.label }), validate }
  const admin = field.description && { description: field.description }
  return field.plan.kind === 'richText'
    ? richTextFields({ ...base, ...(admin && { admin }) })
    : [payloadField(field.plan, field.required, base, admin, validate)]
}

function payloadField(
  plan: Exclude<FieldPlan, { kind: 'richText' }>,
  required: boolean,
  base: { name: string; label?: NamedField['label']; validate: Validate },
  admin: { description: NonNullable<NamedField['description']> } | undefined,
  validate: Validate,
): Field {
  switch (plan.kind) {
    case 'text':
      return plan.multiline
        ? { ...base, type: 'textarea', ...(admin && { admin }) }
        : { ...base, type: 'text', ...(admin && { admin }) }
    case 'number':
      return { ...base, type: 'number', admin: { step: plan.integer ? 1 : 0.1, ...admin } }
    case 'checkbox':
      return {
        ...base,
        type: 'checkbox',
        ...(admin && { admin }),
        ...(required && { hooks: { beforeValidate: [untickedIsFalse] } }),
      }
    case 'select':
      return {
        ...base,
        type: 'select',
        hasMany: plan.many,
        options: plan.options.map(({ value, label }) => ({ label: label ?? value, value })),
        ...(admin && { admin }),
      }
    case 'texts':
      return { ...base, type: 'text', hasMany: true, ...(admin && { admin }) }
    case 'image':
      return { ...base, type: 'upload', relationTo: mediaCollection, ...(admin && { admin }) }
    case 'group':
      return {
        ...base,
        type: 'group',
        fields: plan.fields.flatMap((inner) => payloadFields(inner, validate)),
        ...(admin && { admin }),
      }
    case 'rows':
      return {
        ...base,
        type: 'array',
        ...(plan.rowLabels && { labels: plan.rowLabels }),
        fields: plan.fields.flatMap((inner) => payloadFields(inner, validate)),
        ...(admin && { admin }),
      }
    case 'blocks':
      return { ...base, type: 'blocks', blocks: payloadBlocks(validate), ...(admin && { admin }) }
    case 'json':
      // Text that is not JSON never reaches the schema: Payload's own check names the parse error.
      return {
        ...base,
        type: 'json',
        validate: (value, options) => {
          const parsed = validations.json(value, options)
          return parsed === true ? validate(value, options) : parsed
        },
        ...(admin && { admin }),
      }
  }
}

/** Every block of the site's catalogue, as a Payload block named by its blockType. */
export function payloadBlocks(validate: Validate): Block[] {
  return [...blockFieldsByType].map(([slug, fields]) => ({
    slug,
    ...(blockLabelsByType.get(slug) && { labels: blockLabelsByType.get(slug) }),
    fields: fields.flatMap((field) => payloadFields(field, validate)),
  }))
}

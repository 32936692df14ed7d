// Payload field configs from the field plans the site derives from its zod schemas
// (app/server/content/cms/field-plan.server.ts): no field is written by hand, so a new block or a
// changed contract reaches editors with no CMS code. The zod schema, not these configs, validates
// (hooks/validate-with-zod.ts): a field here only says how an editor enters the value.
import type { Block, Field, FieldHook } from 'payload'
import { blockFieldsByType, mediaCollection, type NamedField } from '../../../app/server/cms-contract.server.ts'
import { richTextFields } from '../rich-text/rich-text-field.ts'

const labels: Record<string, string> = { contentId: 'ID', contentUpdatedAt: 'Updated (shown on the page)' }

/**
 * A box an editor left unticked in a new document is false, not missing (the admin sends nothing for
 * it). Not a defaultValue, which would be a column default and a migration; an update keeps what is stored.
 */
const untickedIsFalse: FieldHook = ({ value, operation }) => (operation === 'create' ? (value ?? false) : value)

/** The Payload fields of a planned field: one, but for rich text (the editor's, and its HTML beside it). */
export function payloadFields(field: NamedField): Field[] {
  const base = { name: field.cmsName, ...(labels[field.cmsName] && { label: labels[field.cmsName] }) }
  return field.plan.kind === 'richText' ? richTextFields(base) : [payloadField(base, field.plan, field.required)]
}

function payloadField(
  base: { name: string; label?: string },
  plan: Exclude<NamedField['plan'], { kind: 'richText' }>,
  required: boolean,
): Field {
  switch (plan.kind) {
    case 'text':
      return plan.multiline ? { ...base, type: 'textarea' } : { ...base, type: 'text' }
    case 'number':
      return { ...base, type: 'number', admin: { step: plan.integer ? 1 : 0.1 } }
    case 'checkbox':
      return { ...base, type: 'checkbox', ...(required && { hooks: { beforeValidate: [untickedIsFalse] } }) }
    case 'select':
      return {
        ...base,
        type: 'select',
        hasMany: plan.many,
        options: plan.options.map((value) => ({ label: value, value })),
      }
    case 'texts':
      return { ...base, type: 'text', hasMany: true }
    case 'image':
      return { ...base, type: 'upload', relationTo: mediaCollection }
    case 'group':
      return { ...base, type: 'group', fields: plan.fields.flatMap(payloadFields) }
    case 'rows':
      return { ...base, type: 'array', fields: plan.fields.flatMap(payloadFields) }
    case 'blocks':
      return { ...base, type: 'blocks', blocks: payloadBlocks() }
    case 'json':
      return { ...base, type: 'json' }
  }
}

/** Every block of the site's catalogue, as a Payload block named by its blockType. */
export function payloadBlocks(): Block[] {
  return [...blockFieldsByType].map(([slug, fields]) => ({ slug, fields: fields.flatMap(payloadFields) }))
}

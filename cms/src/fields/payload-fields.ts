// Payload field configs from the field plans the site derives from its zod schemas
// (app/server/content/cms/field-plan.server.ts): no field is written by hand, so a new block or a
// changed contract reaches editors with no CMS code. The zod schema, not these configs, validates
// (hooks/validate-with-zod.ts): a field here only says how an editor enters the value.
import type { Block, Field } from 'payload'
import { blockFieldsByType, mediaCollection, type NamedField } from '../../../app/server/cms-contract.server.ts'

const labels: Record<string, string> = { contentId: 'ID', contentUpdatedAt: 'Updated (shown on the page)' }

export function payloadField(field: NamedField): Field {
  const base = { name: field.cmsName, ...(labels[field.cmsName] && { label: labels[field.cmsName] }) }
  const { plan } = field
  switch (plan.kind) {
    case 'text':
      return plan.multiline ? { ...base, type: 'textarea' } : { ...base, type: 'text' }
    case 'number':
      return { ...base, type: 'number', admin: { step: plan.integer ? 1 : 0.1 } }
    case 'checkbox':
      return { ...base, type: 'checkbox' }
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
      return { ...base, type: 'group', fields: plan.fields.map(payloadField) }
    case 'rows':
      return { ...base, type: 'array', fields: plan.fields.map(payloadField) }
    case 'blocks':
      return { ...base, type: 'blocks', blocks: payloadBlocks() }
    case 'json':
      return { ...base, type: 'json' }
  }
}

/** Every block of the site's catalogue, as a Payload block named by its blockType. */
export function payloadBlocks(): Block[] {
  return [...blockFieldsByType].map(([slug, fields]) => ({ slug, fields: fields.map(payloadField) }))
}

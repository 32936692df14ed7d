import { defineBlock } from '../define-block.ts'
import { callToActionBlockSchema, callToActionExample } from './schema.ts'

export const callToActionBlock = defineBlock({
  schema: callToActionBlockSchema,
  example: callToActionExample,
  cms: { outboundLinks: { externalHref: 'link.href' } },
})

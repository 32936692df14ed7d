import { defineBlock } from '../define-block.ts'
import { affiliateDisclosureBlockSchema, affiliateDisclosureExample } from './schema.ts'

export const affiliateDisclosureBlock = defineBlock({
  schema: affiliateDisclosureBlockSchema,
  example: affiliateDisclosureExample,
  cms: {},
})

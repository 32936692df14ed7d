import { defineBlock } from '../define-block.ts'
import { type AffiliateDisclosureBlock, affiliateDisclosureBlockSchema } from './schema.ts'

export const affiliateDisclosureExample: AffiliateDisclosureBlock = { blockType: 'affiliateDisclosure' }

export const affiliateDisclosureBlock = defineBlock({
  schema: affiliateDisclosureBlockSchema,
  example: affiliateDisclosureExample,
  cms: {},
})

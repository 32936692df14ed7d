import { contentQueries } from '../../api/content/client.ts'
import { defineBlock } from '../define-block.ts'
import { AffiliateDisclosure } from './component.tsx'
import { affiliateDisclosureBlockSchema } from './schema.ts'

export const affiliateDisclosureBlock = defineBlock({
  schema: affiliateDisclosureBlockSchema,
  Component: AffiliateDisclosure,
  load: (block, { locale, queryClient }) =>
    block.text ? Promise.resolve() : queryClient.ensureQueryData(contentQueries.components(locale)),
})

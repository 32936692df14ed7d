import { contentQueries } from '../../api/content/client.ts'
import { defineBlockView } from '../define-block.ts'
import { AffiliateDisclosure } from './component.tsx'
import type { AffiliateDisclosureBlock } from './schema.ts'

export const affiliateDisclosureView = defineBlockView<AffiliateDisclosureBlock>({
  Component: AffiliateDisclosure,
  load: (block, { locale, queryClient }) =>
    block.text ? Promise.resolve() : queryClient.ensureQueryData(contentQueries.components(locale)),
})

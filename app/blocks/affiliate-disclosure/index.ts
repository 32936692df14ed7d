import { contentQueries } from '../../api/content/client.ts'
import { defineBlock } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { affiliateDisclosureBlockSchema } from './schema.ts'

export const affiliateDisclosureBlock = defineBlock({
  schema: affiliateDisclosureBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.AffiliateDisclosure)),
  load: (block, { locale, queryClient }) =>
    block.text ? Promise.resolve() : queryClient.ensureQueryData(contentQueries.components(locale)),
})

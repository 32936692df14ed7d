import { defineBlockView } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block.tsx'
import { loadComparableCasinos } from './comparable-casinos-query.ts'
import type { ProductComparisonBlock } from './schema.ts'

// In a chunk of its own: only pages showing a comparison load its code.
export const productComparisonView = defineBlockView<ProductComparisonBlock>({
  ...lazyBlockComponent(() => import('./component.tsx').then((module) => module.ProductComparison)),
  load: (_block, { website, locale, queryClient }) => loadComparableCasinos(website, locale, queryClient),
})

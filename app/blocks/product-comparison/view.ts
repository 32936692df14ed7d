import { contentQueries } from '../../api/content/client.ts'
import { scoredKindOf } from '../../products/scoring.ts'
import { defineBlockView } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block.tsx'
import { loadComparableCasinos } from './comparable-casinos-query.ts'
import type { ProductComparisonBlock } from './schema.ts'

// In a chunk of its own: only pages showing a comparison load its code. A site compares the kind of
// product it lists, so it loads only that catalogue.
export const productComparisonView = defineBlockView<ProductComparisonBlock>({
  ...lazyBlockComponent(() => import('./component.tsx').then((module) => module.ProductComparison)),
  load: (_block, { website, locale, queryClient }) =>
    scoredKindOf(website) === 'casino'
      ? loadComparableCasinos(website, locale, queryClient)
      : queryClient.ensureQueryData(contentQueries.financeProducts(locale)),
})

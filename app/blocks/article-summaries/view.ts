import { contentQueries } from '../../api/content/client.ts'
import { defineBlockView } from '../define-block.ts'
import { ArticleSummaries } from './component.tsx'
import { postFilterOf } from './post-filter.ts'
import type { ArticleSummariesBlock } from './schema.ts'

export const articleSummariesView = defineBlockView<ArticleSummariesBlock>({
  Component: ArticleSummaries,
  load: (block, { locale, queryClient }) =>
    block.source.kind === 'featured'
      ? queryClient.ensureQueryData(contentQueries.featuredArticleSummaries(locale))
      : queryClient.ensureQueryData(contentQueries.postSummaries(locale, postFilterOf(block.source))),
})

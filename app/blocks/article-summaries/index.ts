import { contentQueries } from '../../api/content/client.ts'
import { defineBlock } from '../define-block.ts'
import { ArticleSummaries } from './component.tsx'
import { postFilterOf } from './post-filter.ts'
import { articleSummariesBlockSchema } from './schema.ts'

export const articleSummariesBlock = defineBlock({
  schema: articleSummariesBlockSchema,
  Component: ArticleSummaries,
  load: (block, { locale, queryClient }) =>
    block.source.kind === 'featured'
      ? queryClient.ensureQueryData(contentQueries.featuredArticleSummaries(locale))
      : queryClient.ensureQueryData(contentQueries.postSummaries(locale, postFilterOf(block.source))),
})

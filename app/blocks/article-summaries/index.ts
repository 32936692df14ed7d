import { contentQueries } from '../../api/content/client.ts'
import { defineBlock } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { postFilterOf } from './post-filter.ts'
import { articleSummariesBlockSchema } from './schema.ts'

export const articleSummariesBlock = defineBlock({
  schema: articleSummariesBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.ArticleSummaries)),
  load: (block, { locale, queryClient }) =>
    block.source.kind === 'featured'
      ? queryClient.ensureQueryData(contentQueries.featuredArticleSummaries(locale))
      : queryClient.ensureQueryData(contentQueries.postSummaries(locale, postFilterOf(block.source))),
})

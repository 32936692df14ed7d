import { defineBlockView } from '../define-block.ts'
import { ArticleSummaries } from './component.tsx'
import type { ArticleSummariesBlock } from './schema.ts'
import { summariesQuery } from './summaries-query.ts'

export const articleSummariesView = defineBlockView<ArticleSummariesBlock>({
  Component: ArticleSummaries,
  load: (block, { locale, queryClient }) => queryClient.ensureQueryData(summariesQuery(locale, block)),
})

import { authorQuery } from '../author-query.ts'
import { defineBlockView } from '../define-block.ts'
import { AuthorBox } from './component.tsx'
import type { AuthorBoxBlock } from './schema.ts'

export const authorBoxView = defineBlockView<AuthorBoxBlock>({
  Component: AuthorBox,
  load: (block, { locale, queryClient }) => queryClient.ensureQueryData(authorQuery(locale, block.authorId)),
})

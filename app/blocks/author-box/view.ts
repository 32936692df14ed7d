import { contentQueries } from '../../api/content/client.ts'
import { defineBlockView } from '../define-block.ts'
import { AuthorBox } from './component.tsx'
import type { AuthorBoxBlock } from './schema.ts'

export const authorBoxView = defineBlockView<AuthorBoxBlock>({
  Component: AuthorBox,
  load: (_block, { locale, queryClient }) => queryClient.ensureQueryData(contentQueries.authors(locale)),
})

import { contentQueries } from '../../api/content/client.ts'
import { defineBlock } from '../define-block.ts'
import { AuthorBox } from './component.tsx'
import { authorBoxBlockSchema } from './schema.ts'

export const authorBoxBlock = defineBlock({
  schema: authorBoxBlockSchema,
  Component: AuthorBox,
  load: (_block, { locale, queryClient }) => queryClient.ensureQueryData(contentQueries.authors(locale)),
})

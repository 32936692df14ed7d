import { contentQueries } from '../../api/content/client.ts'
import { defineBlock } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { authorBoxBlockSchema } from './schema.ts'

export const authorBoxBlock = defineBlock({
  schema: authorBoxBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.AuthorBox)),
  load: (_block, { locale, queryClient }) => queryClient.ensureQueryData(contentQueries.authors(locale)),
})

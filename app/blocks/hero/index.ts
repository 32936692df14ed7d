import { contentQueries } from '../../api/content/client.ts'
import { defineBlock } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { heroBlockSchema } from './schema.ts'

export const heroBlock = defineBlock({
  schema: heroBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.Hero)),
  load: (block, { locale, queryClient }) =>
    block.authorId ? queryClient.ensureQueryData(contentQueries.authors(locale)) : Promise.resolve(),
})

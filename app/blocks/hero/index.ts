import { contentQueries } from '../../api/content/client.ts'
import { defineBlock } from '../define-block.ts'
import { Hero } from './component.tsx'
import { heroBlockSchema } from './schema.ts'

export const heroBlock = defineBlock({
  schema: heroBlockSchema,
  Component: Hero,
  load: (block, { locale, queryClient }) =>
    block.authorId ? queryClient.ensureQueryData(contentQueries.authors(locale)) : Promise.resolve(),
})

import { authorQuery } from '../author-query.ts'
import { defineBlockView } from '../define-block.ts'
import { Hero } from './component.tsx'
import type { HeroBlock } from './schema.ts'

export const heroView = defineBlockView<HeroBlock>({
  Component: Hero,
  load: (block, { locale, queryClient }) =>
    block.authorId ? queryClient.ensureQueryData(authorQuery(locale, block.authorId)) : Promise.resolve(),
})

import { defineBlockView } from '../define-block.ts'
import { authorQuery } from '../ui/author-query.ts'
import { Hero } from './component.tsx'
import type { HeroBlock } from './schema.ts'

export const heroView = defineBlockView<HeroBlock>({
  Component: Hero,
  load: (block, { locale, queryClient }) =>
    block.authorId ? queryClient.ensureQueryData(authorQuery(locale, block.authorId)) : Promise.resolve(),
})

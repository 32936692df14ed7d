import { contentQueries } from '../../api/content/client.ts'
import { defineBlockView } from '../define-block.ts'
import { Hero } from './component.tsx'
import type { HeroBlock } from './schema.ts'

export const heroView = defineBlockView<HeroBlock>({
  Component: Hero,
  load: (block, { locale, queryClient }) =>
    block.authorId ? queryClient.ensureQueryData(contentQueries.authors(locale)) : Promise.resolve(),
})

import { defineBlock } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { richTextBlockSchema } from './schema.ts'

export const richTextBlock = defineBlock({
  schema: richTextBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.RichText)),
})

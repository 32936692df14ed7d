import { defineBlock } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { faqBlockSchema } from './schema.ts'

export const faqBlock = defineBlock({
  schema: faqBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.Faq)),
})

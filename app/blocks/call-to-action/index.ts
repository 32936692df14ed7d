import { defineBlock } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { callToActionBlockSchema } from './schema.ts'

export const callToActionBlock = defineBlock({
  schema: callToActionBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.CallToAction)),
})

import { defineBlock } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { tableBlockSchema } from './schema.ts'

export const tableBlock = defineBlock({
  schema: tableBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.Table)),
})
